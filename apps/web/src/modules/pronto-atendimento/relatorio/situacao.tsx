import { STATUS_ATENDIMENTO_NOME, STATUS_EXAME_IMAGEM_NOME, StatusExameImagem } from '@saude/shared';
import { Tag } from 'antd';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';

/** The colour of each status label on screen: open and requested still need someone, cancelled is out. */
const CORES: Record<string, string> = {
  [STATUS_ATENDIMENTO_NOME[1] as string]: 'blue',
  [STATUS_ATENDIMENTO_NOME[2] as string]: 'green',
  [STATUS_ATENDIMENTO_NOME[3] as string]: 'red',
  [STATUS_EXAME_IMAGEM_NOME[StatusExameImagem.SOLICITADO] as string]: 'gold',
  [STATUS_EXAME_IMAGEM_NOME[StatusExameImagem.REALIZADO] as string]: 'blue',
  [STATUS_EXAME_IMAGEM_NOME[StatusExameImagem.LAUDADO] as string]: 'green',
  [STATUS_EXAME_IMAGEM_NOME[StatusExameImagem.CANCELADO] as string]: 'red',
};

/** The Situação column of the FAA and imaging reports as a coloured tag (the print and the export keep the text). */
export const renderSituacao: RenderizadoresRelatorio = {
  situacao: (v: string | null) => (v ? <Tag color={CORES[v]}>{v}</Tag> : null),
};
