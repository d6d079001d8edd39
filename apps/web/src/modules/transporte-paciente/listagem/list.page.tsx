import { PrinterOutlined, TeamOutlined } from '@ant-design/icons';
import { NOME_SITUACAO_VIAGEM } from '@saude/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { horaCurta, type ViagemWeb, viagemApi } from '../viagem/viagem.api';

/**
 * transporte-paciente/listagem/list (issue 23): the day's trips, filtered by vehicle, destination city, district of a
 * passenger's boarding point and driver; each prints the driver's passenger manifest.
 */
export default function ListagemViagensPage() {
  const [params, setParams] = useSearchParams();
  const data = params.get('data') ?? hoje();
  const filtro = {
    data,
    veiculoId: Number(params.get('veiculo')) || undefined,
    condutorId: Number(params.get('motorista')) || undefined,
    municipioId: Number(params.get('municipio')) || undefined,
    bairro: params.get('bairro') || undefined,
  };
  const q = useQuery({
    queryKey: ['transporte-paciente', 'listagem', filtro],
    queryFn: () => viagemApi.listagem(filtro),
    placeholderData: keepPreviousData,
  });
  // the options come from the day's trips themselves (without filters)
  const dia = useQuery({ queryKey: ['transporte-paciente', 'listagem', { data }], queryFn: () => viagemApi.listagem({ data }) });
  const mudar = (k: string, v?: string | number | null) => {
    const p = new URLSearchParams(params);
    if (v == null || v === '') p.delete(k);
    else p.set(k, String(v));
    setParams(p, { replace: true });
  };
  const unicos = (f: (v: ViagemWeb) => [number, string]) =>
    [...new Map((dia.data ?? []).map(f)).entries()].map(([value, label]) => ({ value, label }));

  return (
    <div className="sm-page">
      <PageHeader
        title="Viagens do dia"
        subTitle="Por veículo, cidade de destino, bairro de embarque e motorista; relação de passageiros para o motorista."
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          aria-label="Data"
          format="DD/MM/YYYY"
          allowClear={false}
          value={dayjs(data)}
          onChange={(d) => d && mudar('data', d.format('YYYY-MM-DD'))}
        />
        <Select
          aria-label="Veículo"
          placeholder="Veículo"
          allowClear
          style={{ width: 160 }}
          value={filtro.veiculoId}
          options={unicos((v) => [v.veiculoId, v.placa])}
          onChange={(v) => mudar('veiculo', v)}
        />
        <Select
          aria-label="Cidade de destino"
          placeholder="Cidade de destino"
          allowClear
          style={{ width: 200 }}
          value={filtro.municipioId}
          options={unicos((v) => [v.municipioId, v.municipio])}
          onChange={(v) => mudar('municipio', v)}
        />
        <Input.Search
          aria-label="Bairro"
          placeholder="Bairro de embarque"
          allowClear
          style={{ width: 200 }}
          defaultValue={filtro.bairro}
          onSearch={(v) => mudar('bairro', v)}
        />
        <Select
          aria-label="Motorista"
          placeholder="Motorista"
          allowClear
          style={{ width: 220 }}
          value={filtro.condutorId}
          options={unicos((v) => [v.condutorId, v.condutor])}
          onChange={(v) => mudar('motorista', v)}
        />
      </Space>
      <Table<ViagemWeb>
        size="small"
        rowKey="id"
        loading={q.isFetching}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: 'Nº', dataIndex: 'numero', width: 110 },
          { title: 'Saída', dataIndex: 'horarioSaida', width: 64, render: horaCurta },
          { title: 'Destino', dataIndex: 'destino' },
          {
            // the plate is what the driver looks for in the yard; the model (long) wraps below it
            title: 'Veículo',
            key: 'veic',
            width: 250,
            render: (_: unknown, v) => (
              <>
                <div>{v.placa}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {v.veiculo}
                </Typography.Text>
              </>
            ),
          },
          { title: 'Motorista', dataIndex: 'condutor', width: 200 },
          { title: 'Assentos', key: 'oc', width: 90, render: (_: unknown, v) => `${v.ocupacao.lugares}/${v.lugares}` },
          { title: 'Passageiros', dataIndex: 'passageiros', width: 100 },
          {
            title: 'Situação',
            dataIndex: 'situacao',
            width: 96,
            render: (s: number) => <Tag color={s === 2 ? 'green' : 'blue'}>{NOME_SITUACAO_VIAGEM[s]}</Tag>,
          },
          {
            title: 'Ações',
            key: 'acoes',
            width: 80,
            render: (_: unknown, v) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  aria-label={`Imprimir relação da viagem ${v.numero}`}
                  onClick={() => viagemApi.manifesto(v).catch(handleApiError)}
                />
                <Link to={`/transporte-paciente/gerenciamento/create/${v.id}`} aria-label={`Passageiros da viagem ${v.numero}`}>
                  <TeamOutlined />
                </Link>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
