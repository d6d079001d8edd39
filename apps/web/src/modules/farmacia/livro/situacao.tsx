import { SITUACAO_LIVRO } from '@saude/shared';
import { Tag } from 'antd';

/** Open (takes lines) or closed (frozen) — the book's situation in the list and on the book. */
export function TagSituacaoLivro({ fechado }: { fechado: boolean }) {
  return <Tag color={fechado ? 'default' : 'green'}>{fechado ? SITUACAO_LIVRO.fechado : SITUACAO_LIVRO.aberto}</Tag>;
}
