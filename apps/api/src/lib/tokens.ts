import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { sistemaChave } from '../db/schema/index.js';

export interface TokenClaims {
  sid: string; // sessao.chave
  cli: number; // cliente id
  usr: number;
  lot: number;
  cc: number;
  /** Expiry (seconds since the epoch), as verified. */
  exp?: number;
}

export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

/** The signing key: JWT_SECRET, or one generated at the first start and kept in the database. */
export async function loadSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(sistemaChave)
    .values({ nome: 'jwt', valor: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(sistemaChave).where(eq(sistemaChave.nome, 'jwt'));
  return new TextEncoder().encode(row.valor);
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const { sid, cli, usr, lot, cc, exp } = payload as Partial<TokenClaims>;
        if (typeof sid !== 'string' || ![cli, usr, lot, cc].every((n) => typeof n === 'number')) return null;
        return { sid, cli: cli as number, usr: usr as number, lot: lot as number, cc: cc as number, exp };
      } catch {
        return null;
      }
    },
  };
}
