import sharp from 'sharp';
const [,, file, top, height, out] = process.argv;
const meta = await sharp(file).metadata();
await sharp(file).extract({ left: 0, top: +top, width: meta.width, height: Math.min(+height, meta.height - +top) }).toFile(out);
