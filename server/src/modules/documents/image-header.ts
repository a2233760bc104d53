/**
 * A picture's size and orientation from its first bytes, before anything decodes it: a small
 * file may declare a huge picture (a pixel bomb), and a phone's photo is often stored sideways
 * with an EXIF orientation saying how to turn it.
 */
interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation, 1 (upright) when none: 3 upside down, 6 turned right, 8 turned left. */
  orientation: number;
}

function pngHeader(bytes: Uint8Array, view: DataView): ImageHeader | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20), orientation: 1 };
}

/** The orientation tag of an EXIF block (APP1, "Exif\0\0" then a TIFF header). */
function exifOrientation(view: DataView, start: number, end: number): number {
  const tiff = start + 6;
  if (tiff + 8 > end) return 1;
  const little = view.getUint16(tiff) === 0x4949;
  const first = tiff + view.getUint32(tiff + 4, little);
  if (first + 2 > end) return 1;
  const entries = view.getUint16(first, little);
  for (let index = 0; index < entries; index++) {
    const entry = first + 2 + index * 12;
    if (entry + 12 > end) break;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return 1;
}

function jpegHeader(bytes: Uint8Array, view: DataView): ImageHeader | null {
  let orientation = 1;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = view.getUint16(offset + 2);
    const isExif =
      marker === 0xe1 && String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === "Exif";
    if (isExif) orientation = exifOrientation(view, offset + 4, Math.min(bytes.length, offset + 2 + length));
    // Start of frame (SOF0–SOF15 but DHT, JPG and DAC): height, then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7), orientation };
    }
    offset += 2 + length;
  }
  return null;
}

/** The size of a PNG or JPEG as its header declares it; null when the header cannot be read. */
export function imageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return pngHeader(bytes, view);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes, view);
  return null;
}
