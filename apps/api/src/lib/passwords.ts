import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library defaults (m=19456, t=2, p=1; STACK §3: about 64 ms). */
export const hashSenha = (senha: string) => hash(senha);

let dummy: Promise<string> | null = null;

/**
 * Verifies against the stored hash, or against a throw-away hash when the login does not exist,
 * so the answer takes the same time either way and reveals nothing.
 */
export async function verificarSenha(stored: string | null | undefined, senha: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('senha-inexistente-0');
    await verify(await dummy, senha).catch(() => false);
    return false;
  }
  return verify(stored, senha).catch(() => false);
}
