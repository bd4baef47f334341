import sharp from 'sharp';
const { data, info } = await sharp(process.argv[2]!).raw().toBuffer({ resolveWithObject: true });
const px = (x: number, y: number) => { const i = (y * info.width + x) * info.channels; return [data[i], data[i+1], data[i+2]].join(','); };
const y = Math.floor(info.height / 2);
console.log(info.width, info.height);
console.log(Array.from({length: 30}, (_, k) => 160 + k * 3).map((x) => `${x}:${px(x, y)}`).join(' '));
const x = Math.floor(info.width / 2);
console.log(Array.from({length: 30}, (_, k) => 110 + k * 2).map((yy) => `${yy}:${px(x, yy)}`).join(' '));
