// One variable file for every weight the console draws (inter.css says why).
import './inter.css';
