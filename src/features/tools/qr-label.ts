/** Drawing an asset label (QR code and details) as a PNG, in the browser. */
export interface QrMatrix {
  size: number;
  /** Row-major, true for a dark module. */
  dark: boolean[];
}

export interface LabelText {
  title: string;
  lines: string[];
  footer: string;
  brand: string;
}

/** The QR code of a text, as a module matrix; the library loads only when a visitor generates. */
export async function makeQrMatrix(text: string): Promise<QrMatrix> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: Array.from(modules.data, (bit) => bit === 1) };
}

/** An SVG path of the dark modules, one unit per module. */
export function qrPath({ size, dark }: QrMatrix): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (dark[row * size + col]) path += `M${col} ${row}h1v1h-1z`;
  }
  return path;
}

function wrap(context: CanvasRenderingContext2D, text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (context.measureText(candidate).width <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * A printable label, 1200 × 600 px: the code with its quiet zone on the reading-start side and the
 * asset's details beside it, in the page's font and direction.
 */
export async function drawLabel(matrix: QrMatrix, text: LabelText, { rtl, fontFamily }: { rtl: boolean; fontFamily: string }): Promise<Blob> {
  const width = 1200;
  const height = 600;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = '#0b1f3a';
  context.lineWidth = 6;
  context.beginPath();
  context.roundRect(3, 3, width - 6, height - 6, 28);
  context.stroke();

  // The code: 4 modules of quiet zone on every side, whole pixels per module for a crisp scan.
  const cell = Math.floor(500 / (matrix.size + 8));
  const codeSize = cell * (matrix.size + 8);
  const codeX = rtl ? width - 50 - codeSize : 50;
  const codeY = Math.round((height - codeSize) / 2);
  context.fillStyle = '#0b1f3a';
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.dark[row * matrix.size + col]) context.fillRect(codeX + (col + 4) * cell, codeY + (row + 4) * cell, cell, cell);
    }
  }

  const textStart = rtl ? codeX - 30 : codeX + codeSize + 30;
  const textWidth = rtl ? textStart - 50 : width - 50 - textStart;
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = 'start';
  context.textBaseline = 'top';

  let y = 70;
  context.fillStyle = '#0b1f3a';
  context.font = `700 52px ${fontFamily}`;
  for (const line of wrap(context, text.title, textWidth, 2)) {
    context.fillText(line, textStart, y);
    y += 64;
  }
  y += 10;
  context.font = `400 30px ${fontFamily}`;
  for (const detail of text.lines) {
    context.fillStyle = '#51607a';
    for (const line of wrap(context, detail, textWidth, 2)) {
      if (y > height - 150) break;
      context.fillText(line, textStart, y);
      y += 40;
    }
    y += 6;
  }
  context.fillStyle = '#0a6f6d';
  context.font = `600 26px ${fontFamily}`;
  context.fillText(text.footer, textStart, height - 110);
  context.fillStyle = '#0b1f3a';
  context.font = `700 30px ${fontFamily}`;
  context.fillText(text.brand, textStart, height - 70);

  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG not made'))), 'image/png'));
}

/** Saves a blob under a file name through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
