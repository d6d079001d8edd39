import { STATUS_ADMINISTRACAO_NOME } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Drawer, Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { ProcedimentosTabela } from '../fechamento-faa/faa.componentes';
import { PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import { buscaApi, type ResumoFaa } from './paciente-busca.api';

const sinais = (s: ResumoFaa['triagens'][number] | ResumoFaa['observacoes'][number]) =>
  [
    s.paSistolica != null ? `PA ${s.paSistolica}/${s.paDiastolica} mmHg` : null,
    s.frequenciaCardiaca != null ? `FC ${s.frequenciaCardiaca} bpm` : null,
    s.temperatura != null ? `T ${String(s.temperatura).replace('.', ',')} °C` : null,
    s.saturacao != null ? `SpO₂ ${s.saturacao}%` : null,
  ]
    .filter(Boolean)
    .join(' · ');

function Secao({ titulo, vazio, children }: { titulo: string; vazio: boolean; children: ReactNode }) {
  return (
    <Card size="small" title={titulo}>
      {vazio ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nada registrado" /> : children}
    </Card>
  );
}

const quemQuando = (quem: string | null, quando: string) => `${formatarDataHora(quando)}${quem ? ` — ${quem}` : ''}`;

/** The whole FAA of a past attendance: reception, triage, doctor, nursing, observation, occurrences, billing. */
export function ResumoFaaConteudo({ r }: { r: ResumoFaa }) {
  const a = r.atendimento;
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'paciente', label: 'Paciente', children: a.desconhecido ? PACIENTE_NAO_IDENTIFICADO : a.nomeSocial || a.pacienteNome },
          { key: 'nascimento', label: 'Nascimento', children: formatarData(a.dataNascimento) || '—' },
          { key: 'unidade', label: 'Unidade', children: a.unidade },
          { key: 'situacao', label: 'Situação', children: a.statusNome },
          { key: 'chegada', label: 'Chegada', children: quemQuando(a.recepcionadoPor, a.recepcionadoEm) },
          { key: 'entrada', label: 'Entrada', children: [a.opcaoEntrada, a.prioridade].filter(Boolean).join(' · ') || '—' },
          { key: 'desfecho', label: 'Desfecho', children: a.desfechoNome ? `${a.desfechoNome} (${formatarDataHora(a.desfechoEm)})` : '—' },
          { key: 'fechada', label: 'Fechada', children: a.fechadoEm ? quemQuando(a.fechadoPor, a.fechadoEm) : '—' },
          {
            key: 'acompanhante',
            label: 'Acompanhante',
            children: a.acompanhanteNome ? `${a.acompanhanteNome}${a.acompanhanteParentesco ? ` (${a.acompanhanteParentesco})` : ''}` : '—',
          },
          { key: 'alergias', label: 'Alergias', children: a.alergias.map((x) => x.nome).join(', ') || 'Nenhuma registrada' },
        ]}
      />
      {a.retroativo && <Alert type="info" showIcon title="Atendimento retroativo (lançado após contingência)." />}
      {a.urgente && <Alert type="error" showIcon title={a.motivoUrgencia ? `Urgente: ${a.motivoUrgencia}` : 'Urgente'} />}
      <Secao titulo="Triagem" vazio={!r.triagens.length}>
        <List
          dataSource={r.triagens}
          renderItem={(t) => (
            <List.Item key={t.id}>
              <List.Item.Meta
                title={
                  <Space>
                    <Tag color={t.cor}>{t.classificacaoRisco}</Tag>
                    {quemQuando(t.profissional, t.criadaEm)}
                  </Space>
                }
                description={
                  <>
                    <Typography.Text>{t.queixa}</Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {sinais(t)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Secao>
      <Secao titulo="Atendimento médico" vazio={!r.avaliacoes.length}>
        <Flex vertical gap={12}>
          {r.avaliacoes.map((m) => (
            <div key={m.id}>
              <Typography.Text strong>{quemQuando(m.profissional, m.criadoEm)}</Typography.Text>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'anamnese', label: 'Anamnese', children: m.anamnese },
                  ...(m.exameFisico ? [{ key: 'exame', label: 'Exame físico', children: m.exameFisico }] : []),
                  ...(m.conduta ? [{ key: 'conduta', label: 'Conduta', children: m.conduta }] : []),
                  {
                    key: 'cid',
                    label: 'CID',
                    children: m.diagnosticos.length
                      ? m.diagnosticos.map((d) => `${d.cidCodigo} ${d.descricao}${d.principal ? ' (principal)' : ''}`).join('; ')
                      : '—',
                  },
                  { key: 'destino', label: 'Destino', children: [m.destinoNome, m.destinoDetalhe].filter(Boolean).join(' — ') },
                  ...(m.prescricoes.length
                    ? [
                        {
                          key: 'prescricao',
                          label: 'Prescrição',
                          children: m.prescricoes
                            .map((p) =>
                              [p.descricao, p.dose, p.via, p.intervaloHoras ? `${p.intervaloHoras}/${p.intervaloHoras} h` : null]
                                .filter(Boolean)
                                .join(' '),
                            )
                            .join('; '),
                        },
                      ]
                    : []),
                  ...(m.receitas.length
                    ? [
                        {
                          key: 'receitas',
                          label: 'Receitas',
                          children: m.receitas
                            .map(
                              (x) => `${x.tipoNome}: ${x.itens.map((i) => `${i.descricao} (${i.quantidade}) — ${i.posologia}`).join('; ')}`,
                            )
                            .join(' | '),
                        },
                      ]
                    : []),
                  ...(m.documentos.length
                    ? [{ key: 'documentos', label: 'Documentos', children: m.documentos.map((d) => d.tipoNome).join(', ') }]
                    : []),
                ]}
              />
            </div>
          ))}
        </Flex>
      </Secao>
      <Secao titulo="Enfermagem" vazio={!r.enfermagem.length}>
        <List
          dataSource={r.enfermagem}
          renderItem={(e) => (
            <List.Item key={e.id}>
              <List.Item.Meta
                title={quemQuando(e.profissional, e.criadoEm)}
                description={
                  <>
                    {e.anotacao && <Typography.Text style={{ display: 'block' }}>{e.anotacao}</Typography.Text>}
                    {e.procedimentos.map((p) => (
                      <Typography.Text key={p.codigo} type="secondary" style={{ display: 'block' }}>
                        {p.codigo} {p.nome} ×{p.quantidade}
                      </Typography.Text>
                    ))}
                    {e.administracoes.map((x) => (
                      <Typography.Text key={`${x.descricao}-${x.administradoEm}`} type="secondary" style={{ display: 'block' }}>
                        {x.descricao}: {STATUS_ADMINISTRACAO_NOME[x.status]} em {formatarDataHora(x.administradoEm)}
                      </Typography.Text>
                    ))}
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Secao>
      <Secao titulo="Observação" vazio={!r.observacoes.length}>
        <List
          dataSource={r.observacoes}
          renderItem={(o) => (
            <List.Item key={o.id}>
              <List.Item.Meta
                title={quemQuando(o.profissional, o.criadaEm)}
                description={[o.texto, sinais(o)].filter(Boolean).join(' — ')}
              />
            </List.Item>
          )}
        />
      </Secao>
      <Secao titulo="Ocorrências" vazio={!r.ocorrencias.length}>
        <List
          dataSource={r.ocorrencias}
          renderItem={(o) => (
            <List.Item key={o.id}>
              <List.Item.Meta title={`${o.tipoNome} — ${quemQuando(o.usuario, o.em)}`} description={o.motivo} />
            </List.Item>
          )}
        />
      </Secao>
      <Secao titulo="Procedimentos faturados" vazio={!r.procedimentos.length}>
        <ProcedimentosTabela procedimentos={r.procedimentos} />
      </Secao>
    </Flex>
  );
}

export function ResumoFaaDrawer({ id, aoFechar }: { id: number; aoFechar: () => void }) {
  const resumo = useQuery({ queryKey: ['pronto-atendimento', 'paciente-busca', id], queryFn: () => buscaApi.resumo(id), gcTime: 0 });
  const r = resumo.data?.model;
  return (
    <Drawer open size={860} title={r ? `FAA nº ${r.atendimento.numero}` : 'FAA'} onClose={aoFechar}>
      {r ? <ResumoFaaConteudo r={r} /> : <Skeleton active />}
    </Drawer>
  );
}
