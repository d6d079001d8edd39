import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { atribuir, registerMultipart } from './multipart.js';

function corpoMultipart(partes: { nome: string; valor: string | Buffer; arquivo?: string }[]) {
  const limite = '----saude123';
  const blocos = partes.map((p) => {
    const disp = p.arquivo ? `form-data; name="${p.nome}"; filename="${p.arquivo}"` : `form-data; name="${p.nome}"`;
    const tipo = p.arquivo ? '\r\nContent-Type: application/octet-stream' : '';
    return Buffer.concat([
      Buffer.from(`--${limite}\r\nContent-Disposition: ${disp}${tipo}\r\n\r\n`),
      Buffer.from(p.valor),
      Buffer.from('\r\n'),
    ]);
  });
  return {
    payload: Buffer.concat([...blocos, Buffer.from(`--${limite}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

describe('multipart forms', () => {
  it('nests bracketed names, keeps files as buffers and leaves JSON alone', async () => {
    const app = Fastify();
    await registerMultipart(app);
    app.post('/eco', async (req) => {
      const b = req.body as Record<string, unknown> & { anexo?: { data: Buffer } };
      return { ...b, anexo: b.anexo ? b.anexo.data.toString() : null };
    });
    const multi = corpoMultipart([
      { nome: 'nome', valor: 'Maria' },
      { nome: 'ativo', valor: '1' },
      { nome: 'telefones[0][numero]', valor: '87999990000' },
      { nome: 'telefones[1][numero]', valor: '8737610000' },
      { nome: 'convenios[]', valor: '3' },
      { nome: 'convenios[]', valor: '5' },
      { nome: 'anexo', valor: Buffer.from('conteudo'), arquivo: 'a.txt' },
    ]);
    const r = await app.inject({ method: 'POST', url: '/eco', ...multi });
    expect(r.json()).toEqual({
      nome: 'Maria',
      ativo: '1',
      telefones: [{ numero: '87999990000' }, { numero: '8737610000' }],
      convenios: ['3', '5'],
      anexo: 'conteudo',
    });
    const j = await app.inject({ method: 'POST', url: '/eco', payload: { nome: 'João' } });
    expect(j.json()).toEqual({ nome: 'João', anexo: null });
  });

  it('ignores prototype keys', () => {
    const alvo: Record<string, unknown> = {};
    atribuir(alvo, '__proto__[x]', 1);
    atribuir(alvo, 'a[constructor]', 1);
    expect(alvo).toEqual({});
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
