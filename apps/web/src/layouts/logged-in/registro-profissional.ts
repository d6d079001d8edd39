import { ConselhoProfissional, type Sessao } from '@saude/shared';

/**
 * Spec 000 §2.4: the council abbreviation (or the free-text type when it is OUTRO) plus the
 * number, shown only when both exist.
 */
export function registroProfissional(usuario: Sessao['usuario']): string | null {
  const tipo = usuario.registroTipoId === ConselhoProfissional.OUTRO ? usuario.registroTipoOutro : usuario.registroTipo?.sigla;
  if (!tipo || !usuario.registroNumero) return null;
  return `${tipo} ${usuario.registroNumero}`;
}
