import { SITUACOES_AMOSTRA, SITUACOES_EXAME_LAB } from '@saude/shared';
import { Tag } from 'antd';

const CORES_AMOSTRA: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red' };
const CORES_EXAME: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'red', 4: 'purple', 5: 'green', 6: 'cyan', 7: 'default' };

export function TagAmostra({ situacao }: { situacao: number }) {
  return <Tag color={CORES_AMOSTRA[situacao]}>{SITUACOES_AMOSTRA.find((s) => s.value === situacao)?.label}</Tag>;
}

export function TagExame({ situacao }: { situacao: number }) {
  return <Tag color={CORES_EXAME[situacao]}>{SITUACOES_EXAME_LAB.find((s) => s.value === situacao)?.label}</Tag>;
}

export const nomeComSocial = (nome: string, social?: string | null) => (social ? `${social} (${nome})` : nome);
