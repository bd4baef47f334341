import sharp from 'sharp';
const { data, info } = await sharp(process.argv[2]!).resize({width:1000,height:1000,fit:'inside'}).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
console.log(info.width, info.height);
const W=info.width,H=info.height,N=W*H; const labels=new Int32Array(N).fill(-1); const T=18;
const regs:any[]=[]; const stack=new Int32Array(N);
for(let s=0;s<N;s++){ if(labels[s]!==-1) continue; const idx=regs.length; const r={count:0,minX:W,minY:H,maxX:-1,maxY:-1,edge:false,c:[data[s*4],data[s*4+1],data[s*4+2]]}; let top=0; stack[top++]=s; labels[s]=idx;
 while(top>0){const i=stack[--top]; const x=i%W,y=(i-x)/W; r.count++; r.minX=Math.min(r.minX,x);r.maxX=Math.max(r.maxX,x);r.minY=Math.min(r.minY,y);r.maxY=Math.max(r.maxY,y); if(x===0||y===0||x===W-1||y===H-1) r.edge=true;
 for(const n of [x>0?i-1:-1,x<W-1?i+1:-1,i-W,i+W]){ if(n<0||n>=N||labels[n]!==-1) continue; if(Math.abs(data[s*4]-data[n*4])>T||Math.abs(data[s*4+1]-data[n*4+1])>T||Math.abs(data[s*4+2]-data[n*4+2])>T) continue; labels[n]=idx; stack[top++]=n;}}
 regs.push(r);}
console.log(regs.length);
console.log(regs.filter(r=>r.count>N*0.005).sort((a,b)=>b.count-a.count).slice(0,10));
