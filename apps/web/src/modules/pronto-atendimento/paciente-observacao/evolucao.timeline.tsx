import { STATUS_ADMINISTRACAO_NOME, StatusAdministracao } from '@saude/shared';
import { Empty, Typography } from 'antd';
import { Timeline, type TimelineItem } from '../../../components/widgets/Timeline';
import { formatarDataHora } from '../../../lib/dates';
import { resumoSinais } from '../comum/cabecalho-atendimento';
import type { EventoEvolucao } from './observacao.api';

const quem = (e: EventoEvolucao) => (e.profissional ? ` — ${e.profissional}` : '');
const texto = (t: string | null | undefined) =>
  t ? <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{t}</Typography.Paragraph> : null;

function item(e: EventoEvolucao): TimelineItem {
  const base = { key: `${e.tipo}-${e.id}`, hora: formatarDataHora(e.em) };
  switch (e.tipo) {
    case 'evolucao': {
      const sinais = resumoSinais(e);
      return {
        ...base,
        color: 'blue',
        titulo: `Evolução${quem(e)}`,
        rotulo: (
          <>
            {texto(e.texto)}
            {sinais && <Typography.Text type="secondary">{sinais}</Typography.Text>}
          </>
        ),
      };
    }
    case 'medico':
      return {
        ...base,
        color: 'purple',
        titulo: `Avaliação médica${quem(e)}`,
        rotulo: (
          <>
            {texto(e.conduta ?? e.anamnese)}
            {e.destinoNome && (
              <Typography.Text type="secondary">
                Destino: {e.destinoNome}
                {e.destinoDetalhe ? ` (${e.destinoDetalhe})` : ''}
              </Typography.Text>
            )}
          </>
        ),
      };
    case 'enfermagem':
      return { ...base, color: 'green', titulo: `Anotação de enfermagem${quem(e)}`, rotulo: texto(e.anotacao) };
    case 'administracao':
      return {
        ...base,
        color: e.status === StatusAdministracao.ADMINISTRADO ? 'green' : 'orange',
        titulo: `${STATUS_ADMINISTRACAO_NOME[e.status]}: ${e.descricao}${quem(e)}`,
        rotulo: (
          <Typography.Text type="secondary">
            {[e.dose, e.via, e.lote ? `lote ${e.lote}` : null, e.observacao].filter(Boolean).join(' · ')}
          </Typography.Text>
        ),
      };
  }
}

/** The evolution of the stay, newest first: notes, doctor evaluations, nursing notes and prescription checks. */
export function EvolucaoTimeline({ eventos }: { eventos: EventoEvolucao[] }) {
  if (!eventos.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma evolução registrada." />;
  return <Timeline sufixo="" items={eventos.map(item)} />;
}
