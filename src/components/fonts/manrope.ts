// Latin only: Chinese text is drawn by the system's CJK face, which the font stack names after it.
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-500.css';
import '@fontsource/manrope/latin-600.css';
