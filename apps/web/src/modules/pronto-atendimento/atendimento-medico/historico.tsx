import { Collapse, Descriptions, type DescriptionsProps, Empty, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Timeline } from '../../../components/widgets/Timeline';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import type { Avaliacao, FormularioAtendimentoMedico } from './atendimento-medico.api';
import { posologiaDoItem } from './prescricao.section';

const hora = (h: string | null) => (h ? h.slice(0, 5) : '');

function resumoDocumento(d: Avaliacao['documentos'][number]): string {
  if (d.dias) return `${d.dias} dia(s) a partir de ${formatarData(d.dataInicio)}${d.cidCodigo ? `, CID ${d.cidCodigo}` : ''}`;
  if (d.horaInicio) return `das ${hora(d.horaInicio)} às ${hora(d.horaFim)}${d.acompanhante ? `, acompanhante ${d.acompanhante}` : ''}`;
  if (d.especialidade) return `${d.especialidade} — ${d.destino ?? ''}: ${d.texto ?? ''}`;
  return d.texto ?? '';
}

const lista = (itens: ReactNode[]) => (
  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
    {itens.map((item, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the record's own order
      <li key={i}>{item}</li>
    ))}
  </ul>
);

/** One doctor evaluation as read back: the record as it was saved. */
export function AvaliacaoResumo({ a }: { a: Avaliacao }) {
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'anamnese', label: 'Anamnese', children: <span style={{ whiteSpace: 'pre-wrap' }}>{a.anamnese}</span> },
    a.exameFisico
      ? { key: 'exame', label: 'Exame físico', children: <span style={{ whiteSpace: 'pre-wrap' }}>{a.exameFisico}</span> }
      : null,
    a.conduta ? { key: 'conduta', label: 'Conduta', children: <span style={{ whiteSpace: 'pre-wrap' }}>{a.conduta}</span> } : null,
    {
      key: 'diagnosticos',
      label: 'Diagnósticos',
      children: lista(
        a.diagnosticos.map((d) => (
          <>
            {d.cidFormatado} - {d.descricao} {d.principal && <Tag color="blue">Principal</Tag>}
          </>
        )),
      ),
    },
    a.prescricao.length > 0 && {
      key: 'prescricao',
      label: 'Prescrição interna',
      children: lista(
        a.prescricao.map((p) => (
          <Typography.Text key={p.id} delete={p.status === 2}>
            {p.descricao}
            {posologiaDoItem(p) ? ` — ${posologiaDoItem(p)}` : ''}
          </Typography.Text>
        )),
      ),
    },
    a.receitas.length > 0 && {
      key: 'receitas',
      label: 'Receitas',
      children: lista(
        a.receitas.map(
          (r) =>
            `${r.tipoNome}${r.numeroNotificacao ? ` nº ${r.numeroNotificacao}` : ''}: ${r.itens.map((i) => `${i.descricao} (${i.quantidade}) ${i.posologia}`).join('; ')}`,
        ),
      ),
    },
    a.documentos.length > 0 && {
      key: 'documentos',
      label: 'Documentos',
      children: lista(a.documentos.map((d) => `${d.tipoNome}: ${resumoDocumento(d)}`)),
    },
    a.examesImagem.length > 0 && {
      key: 'exames',
      label: 'Exames de imagem',
      children: lista(a.examesImagem.map((e) => `${e.procedimento} (${e.statusNome}) — ${e.justificativa}`)),
    },
    { key: 'destino', label: 'Destino', children: [a.destinoNome, a.destinoDetalhe].filter(Boolean).join(': ') },
  ].filter((i) => i !== null && i !== false);
  return <Descriptions size="small" column={1} bordered items={items} />;
}

/** The FAA so far: triages (colour history) and earlier doctor evaluations, newest first. */
export function Historico({ model }: { model: FormularioAtendimentoMedico['model'] }) {
  return (
    <>
      <Typography.Title level={5}>Avaliações médicas anteriores</Typography.Title>
      {model.avaliacoes.length ? (
        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          items={model.avaliacoes.map((a) => ({
            key: a.id,
            label: `${formatarDataHora(a.criadoEm)} — ${a.profissional}${a.registro ? ` (${a.registro})` : ''} — ${a.destinoNome ?? ''}`,
            children: <AvaliacaoResumo a={a} />,
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma avaliação médica anterior nesta FAA" />
      )}
      <Typography.Title level={5}>Triagens</Typography.Title>
      <Timeline
        items={model.triagens.map((t) => ({
          key: t.id,
          color: t.cor,
          titulo: t.classificacaoRisco,
          hora: formatarDataHora(t.criadaEm),
          rotulo: (
            <Typography.Text type="secondary">
              {t.queixa}
              {t.profissional ? ` — ${t.profissional}` : ''}
            </Typography.Text>
          ),
        }))}
      />
    </>
  );
}
