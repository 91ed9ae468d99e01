/** A file name of letters, digits and dashes from any text (a vehicle's name), with its extension. */
export const fileNameOf = (text: string, extension: string, fallback = 'file'): string => `${text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || fallback}.${extension}`;

/** Hands text to the browser as a download, as a link with `download` does for a file on a server. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  link.click();
  // The download has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
