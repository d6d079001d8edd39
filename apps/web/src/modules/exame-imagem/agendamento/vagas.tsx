import { SearchOutlined } from '@ant-design/icons';
import { NOME_MODALIDADE_IMAGEM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { VagasPorDia } from '../../../components/agenda/VagasPorDia';
import { DateInput } from '../../../components/fields/DateInput';
import { hoje } from '../../../lib/dates';
import { agendamentoImagemApi, type BuscaVagas, type FormAgendamentoImagem, type Tela, type VagaImagem } from './agendamento.api';

export { hhmm } from '../../../components/agenda/VagasPorDia';

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
          <VagasPorDia
            vagas={sugestao.data?.data ?? []}
            carregando={sugestao.isLoading}
            vazio="Nenhum horário livre nos equipamentos deste exame."
            vaga={vaga}
            onVaga={onVaga}
            onde={(v) => v.recursoNome}
          />
        </div>
      )}
    </>
  );
}
