// pdfjs loaded once per worker, before any test file imports it, with V8's own built-ins kept (pdfjs.ts).
import './pdfjs';

// Tests run with the product's defaults except where a test says otherwise.
process.env.TZ = 'America/Bogota';
