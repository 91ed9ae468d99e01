/** A file name of letters, digits and dashes from any text (a vehicle's name), with its extension. */
export const fileNameOf = (text: string, extension: string, fallback = 'file'): string => `${text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || fallback}.${extension}`;

/** Hands a file made or read in the page to the browser as a download, as a link with `download` does for a file on a server. */
export function saveFile(fileName: string, file: Blob): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = fileName;
  link.click();
  // The download has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** Hands text to the browser as a download. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  saveFile(fileName, new Blob([text], { type }));
}
