import { WarningFilled } from '@ant-design/icons';
import { StatusFila } from '@saude/shared';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ColunaFila, colunaEspera, colunasPorStatus, TagRisco } from '../../../components/fila';
import { formatarDataHora } from '../../../lib/dates';
import type { EntradaFila, FormularioFila } from './fila.api';
import { idadeNaFila, nomeNaFila, PACIENTE_NAO_IDENTIFICADO } from './fila.formatos';

type Coluna = ColunaFila<EntradaFila>;

export const ACIMA_DO_TEMPO_ALVO = 'Acima do tempo-alvo';

// compact widths: the whole queue fits 1366 × 768 with the actions in view (issue 16)
const opcaoEntrada: Coluna = { title: 'Opção de entrada', key: 'opcaoEntrada', width: 112, render: (_, e) => e.opcaoEntrada?.nome ?? '' };

const senha: Coluna = { title: 'Senha', dataIndex: 'senha', key: 'senha', width: 80 };

const prioridade: Coluna = {
  title: 'Prioridade',
  key: 'prioridade',
  width: 110,
  render: (_, e) => (
    <Space size={6}>
      {e.urgente && (
        <Tooltip title={e.motivoUrgencia ? `Urgente: ${e.motivoUrgencia}` : 'Urgente'}>
          <WarningFilled role="img" aria-label={`Urgente: ${e.motivoUrgencia ?? ''}`} style={{ color: '#d32f2f', fontSize: 16 }} />
        </Tooltip>
      )}
      <span>{e.prioridade?.nome ?? ''}</span>
    </Space>
  ),
};

const dataAtendimento: Coluna = {
  title: 'Data do atendimento',
  key: 'dataAtendimento',
  width: 100,
  render: (_, e) => formatarDataHora(e.atendimento?.recepcionadoEm ?? e.entradaEm),
};

const prontuario: Coluna = { title: 'Prontuário', key: 'prontuario', width: 92, render: (_, e) => e.paciente.prontuario };

function Nome({ e }: { e: EntradaFila }) {
  const p = e.paciente;
  const risco = e.classificacaoRisco;
  return (
    <Space direction="vertical" size={0}>
      <Space size={4} wrap>
        {risco && <TagRisco nome={risco.nome} cor={risco.cor} />}
        {p.desconhecido ? (
          <Typography.Text strong>{PACIENTE_NAO_IDENTIFICADO}</Typography.Text>
        ) : (
          <Tooltip title={p.nomeSocial ? `Nome civil: ${p.nome}` : undefined}>
            <Typography.Text strong>{nomeNaFila(p)}</Typography.Text>
          </Tooltip>
        )}
        {e.atrasado && risco && (
          <Tooltip title={`Tempo-alvo da classificação ${risco.nome}: ${risco.tempoAlvoMinutos} min`}>
            <Tag color="error">{ACIMA_DO_TEMPO_ALVO}</Tag>
          </Tooltip>
        )}
        {e.status.id === StatusFila.EM_ATENDIMENTO && <Tag color="processing">Em atendimento</Tag>}
      </Space>
      {p.desconhecido && p.caracteristicasFisicas && <Typography.Text type="secondary">{p.caracteristicasFisicas}</Typography.Text>}
      {e.motivoEvasao && <Typography.Text type="secondary">Motivo da evasão: {e.motivoEvasao}</Typography.Text>}
    </Space>
  );
}

const nome: Coluna = { title: 'Nome', key: 'nome', render: (_, e) => <Nome e={e} /> };
const idade: Coluna = { title: 'Idade', key: 'idade', width: 84, render: (_, e) => idadeNaFila(e.paciente) };
const profissional: Coluna = { title: 'Profissional', key: 'profissional', render: (_, e) => e.profissionalAtual?.nome ?? '' };

/**
 * Emergency care's configuration of the generic queue columns (components/fila, spec 001 §2): in
 * attendance, the current professional and no wait; any other status, the wait first and no professional.
 * The medical specialty of the spec is left out: the queue entry carries none yet.
 */
export function colunasDaFila(
  status: number | undefined,
  form: FormularioFila,
  acoes: (e: EntradaFila) => ReactNode,
  opcoes: { comSenha: boolean },
): Coluna[] {
  return colunasPorStatus(status, {
    espera: colunaEspera(form.temposEspera),
    // the ticket column only where tickets are used: some entry of the list came with one
    comuns: [opcaoEntrada, ...(opcoes.comSenha ? [senha] : []), prioridade, dataAtendimento, prontuario, nome, idade],
    profissional,
    acoes: { title: 'Ações', key: 'acoes', width: 224, render: (_, e) => acoes(e) },
  });
}
