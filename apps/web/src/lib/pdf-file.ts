/** Whether the file is a PDF by what it holds ('%PDF-'), not by its name: the server checks the same. */
export async function isPdf(file: File) {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}
