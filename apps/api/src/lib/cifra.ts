import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** AES-256-GCM for secrets kept in the database (SMTP password); the key derives from the install secret. */
export function createCifra(segredo: Uint8Array) {
  const key = createHash('sha256').update(segredo).update('cifra-configuracao').digest();
  return {
    cifrar(texto: string): string {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const dados = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
      return ['v1', iv.toString('base64'), c.getAuthTag().toString('base64'), dados.toString('base64')].join(':');
    },
    decifrar(valor: string): string | null {
      const [v, iv, tag, dados] = valor.split(':');
      if (v !== 'v1' || !iv || !tag || !dados) return null;
      try {
        const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        d.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([d.update(Buffer.from(dados, 'base64')), d.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type Cifra = ReturnType<typeof createCifra>;
