// Latin only: Chinese text is drawn by the system's CJK face, which the font stack names after it.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
