/**
 * QR decoding with zxing-wasm (ZXing C++ compiled to WebAssembly, maintained). The .wasm
 * file is served by us, never by a CDN: a door may have no internet. Loaded only when a
 * camera is turned on.
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
});

export async function decodeQr(image: ImageData): Promise<string | null> {
  const [result] = await readBarcodes(image, {
    formats: ['QRCode'],
    maxNumberOfSymbols: 1,
    tryHarder: true,
  });
  return result?.isValid ? result.text : null;
}
