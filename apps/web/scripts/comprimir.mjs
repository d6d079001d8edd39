// After `vite build`: a brotli and a gzip copy of every text asset, so the server sends them precompressed
// (@fastify/static `preCompressed`): the first visit downloads about a quarter of the bytes (issue 16 item 13).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXTO = /\.(js|css|svg|html|json|txt|map)$/;

function arquivos(dir) {
  return readdirSync(dir).flatMap((nome) => {
    const p = join(dir, nome);
    return statSync(p).isDirectory() ? arquivos(p) : [p];
  });
}

let bytes = 0;
let br = 0;
for (const arquivo of arquivos(dist).filter((a) => TEXTO.test(a))) {
  const conteudo = readFileSync(arquivo);
  if (conteudo.length < 1024) continue; // tiny files gain nothing
  const comprimido = brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${arquivo}.br`, comprimido);
  writeFileSync(`${arquivo}.gz`, gzipSync(conteudo, { level: 9 }));
  bytes += conteudo.length;
  br += comprimido.length;
}
console.log(`comprimidos: ${(bytes / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB (brotli)`);
