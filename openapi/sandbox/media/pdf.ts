/**
 * A one-page PDF with a title and lines of text (Helvetica), for the documents the
 * sandbox hands out: rental contracts, registration documents, payout reports.
 * Characters outside Latin-1 are replaced, as the standard font's encoding has none.
 */
export function renderPdf(title: string, lines: readonly string[]): Uint8Array {
  const latin1 = (text: string) => text.replace(/[^\x20-\xFF]/g, '?').replace(/([\\()])/g, '\\$1');
  const body = [
    'BT /F1 18 Tf 56 780 Td',
    `(${latin1(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 15 TL',
    ...lines.map((line) => `(${latin1(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1 bytes: one byte per character, so the offsets above are byte offsets.
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0) & 0xff);
}
