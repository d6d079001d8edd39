import { SearchOutlined } from '@ant-design/icons';
import { formatDataBr, NOME_MODALIDADE_IMAGEM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Empty, Flex, Row, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DateInput } from '../../../components/fields/DateInput';
import { diaDaSemana, hoje } from '../../../lib/dates';
import { agendamentoImagemApi, type BuscaVagas, type FormAgendamentoImagem, type Tela, type VagaImagem } from './agendamento.api';

export const hhmm = (h: string | null | undefined) => (h ?? '').slice(0, 5);
export const chaveVaga = (v: Pick<VagaImagem, 'jornadaId' | 'data' | 'hora'>) => `${v.jornadaId}|${v.data}|${v.hora}`;

/**
 * The free slots of the equipment agendas that perform the exam (its modality): an equipment (or all that fit) and
 * a first day, "Buscar horários", then one button per free time, grouped by day. A slot freed by a cancellation
 * or a reschedule is offered again.
 */
export function VagasImagem({
  tela,
  exameId,
  modalidade,
  equipamentos,
  vaga,
  onVaga,
  retroativo = false,
}: {
  tela: Tela;
  exameId: number | null;
  modalidade: number | null;
  equipamentos: FormAgendamentoImagem['equipamentos'];
  vaga: VagaImagem | null;
  onVaga: (v: VagaImagem | null) => void;
  retroativo?: boolean;
}) {
  const [equipamentoId, setEquipamentoId] = useState<number | undefined>();
  const [dataInicial, setDataInicial] = useState<string | null>(retroativo ? hoje() : null);
  const [busca, setBusca] = useState<(BuscaVagas & { n: number }) | null>(null);
  const sugestao = useQuery({
    queryKey: ['img', 'agendamento', 'sugestao', tela, busca],
    queryFn: () =>
      agendamentoImagemApi.sugestao(
        { exameId: busca?.exameId, equipamentoId: busca?.equipamentoId, dataInicial: busca?.dataInicial },
        tela,
      ),
    enabled: Boolean(busca),
    gcTime: 0,
  });
  const dias = useMemo(() => {
    const grupos = new Map<string, VagaImagem[]>();
    for (const v of sugestao.data?.data ?? []) grupos.set(v.data, [...(grupos.get(v.data) ?? []), v]);
    return [...grupos];
  }, [sugestao.data]);
  const cabem = equipamentos.filter((e) => !modalidade || e.modalidade === modalidade);
  return (
    <>
      <Row gutter={12} align="bottom">
        <Col xs={24} md={10}>
          <Typography.Text>Equipamento</Typography.Text>
          <Select
            aria-label="Equipamento"
            allowClear
            placeholder="Todos os que realizam o exame"
            style={{ width: '100%' }}
            value={equipamentoId}
            onChange={setEquipamentoId}
            options={cabem.map((e) => ({
              value: e.id,
              label: `${e.nome} (${NOME_MODALIDADE_IMAGEM[e.modalidade] ?? ''}) – ${e.unidadeNome}`,
            }))}
          />
        </Col>
        <Col xs={12} md={6}>
          <Typography.Text>{retroativo ? 'Data' : 'A partir de'}</Typography.Text>
          <DateInput
            aria-label={retroativo ? 'Data' : 'A partir de'}
            value={dataInicial}
            onChange={(v: string | null) => setDataInicial(v)}
            {...(retroativo ? { maxDate: hoje() } : { minDate: hoje() })}
          />
        </Col>
        <Col>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            disabled={!exameId}
            loading={sugestao.isFetching}
            onClick={() => {
              onVaga(null);
              setBusca({ exameId: exameId ?? undefined, equipamentoId, dataInicial: dataInicial ?? undefined, n: Date.now() });
            }}
          >
            Buscar horários
          </Button>
        </Col>
      </Row>
      {busca && (
        <div style={{ marginTop: 12, maxHeight: 260, overflow: 'auto' }}>
          {sugestao.isLoading ? (
            <Skeleton active />
          ) : dias.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum horário livre nos equipamentos deste exame." />
          ) : (
            <Flex vertical gap={8}>
              {dias.map(([data, vagas]) => (
                <div key={data}>
                  <Typography.Text strong>
                    {diaDaSemana(data)}, {formatDataBr(data)}
                  </Typography.Text>
                  <Flex wrap gap={6} style={{ marginTop: 4 }}>
                    {vagas.map((v) => {
                      const escolhida = vaga !== null && chaveVaga(vaga) === chaveVaga(v);
                      return (
                        <Button
                          key={chaveVaga(v)}
                          size="small"
                          type={escolhida ? 'primary' : 'default'}
                          aria-pressed={escolhida}
                          aria-label={`${hhmm(v.hora)} de ${formatDataBr(v.data)} em ${v.recursoNome}`}
                          onClick={() => onVaga(v)}
                        >
                          {hhmm(v.hora)} · {v.recursoNome}
                        </Button>
                      );
                    })}
                  </Flex>
                </div>
              ))}
            </Flex>
          )}
        </div>
      )}
    </>
  );
}
