import { EditOutlined, FileAddOutlined } from '@ant-design/icons';
import { IMG, MODALIDADES_IMAGEM, NOME_SITUACAO_EXAME_IMAGEM } from '@saude/shared';
import { Button, Input, Select, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { DateInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { type LinhaLancamento, laudoImagemApi } from './laudo.api';

/**
 * exame-imagem/lancamento/index (spec 000 §2.3, issue 22): the exams done awaiting their report and the reports
 * written awaiting the signature, by date, equipment, modality and patient; the line opens the report editor.
 */
export default function LancamentoLaudoIndexPage() {
  const navigate = useNavigate();
  const podeLancar = usePermission(IMG.laudoCadastrar);
  const podeEditar = usePermission(IMG.laudoEditar);
  const columns: ServerColumn<LinhaLancamento>[] = [
    {
      title: 'Realizado em',
      dataIndex: 'realizadoEm',
      sorter: true,
      searchable: false,
      width: 140,
      render: (v: string | null) => formatarDataHora(v),
    },
    { title: 'Nº', dataIndex: 'numero', width: 120 },
    {
      title: 'Paciente',
      dataIndex: 'paciente',
      sorter: true,
      render: (v: string, l) => (
        <>
          {v} {l.urgente && <Tag color="red">Urgência</Tag>}
        </>
      ),
    },
    { title: 'Exame', dataIndex: 'exame', sorter: true },
    { title: 'Equipamento', dataIndex: 'equipamento', searchable: false, width: 170 },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      searchable: false,
      width: 230,
      render: (v: number) => <Tag color={v === 2 ? 'blue' : 'gold'}>{NOME_SITUACAO_EXAME_IMAGEM[v]}</Tag>,
    },
    {
      title: 'Ações',
      dataIndex: 'id',
      searchable: false,
      width: 110,
      render: (id: number, l) =>
        l.laudoId
          ? podeEditar && (
              <Button size="small" icon={<EditOutlined />} onClick={() => navigate(`/exame-imagem/lancamento/edit/${l.laudoId}`)}>
                Alterar
              </Button>
            )
          : podeLancar && (
              <Button
                size="small"
                type="primary"
                icon={<FileAddOutlined />}
                onClick={() => navigate(`/exame-imagem/lancamento/create?exame=${id}`)}
              >
                Laudar
              </Button>
            ),
    },
  ];
  const table = useServerTable<LinhaLancamento>({
    endpoint: `${laudoImagemApi.lancamento}/datatable`,
    columns,
    defaultSort: { field: 'realizadoEm', dir: 'asc' },
    filters: ['dataInicio', 'dataFim', 'modalidade', 'situacao', 'paciente', 'equipamentoId'],
  });
  const { filtros, setFiltro } = table;
  return (
    <div className="sm-page">
      <PageHeader title="Lançamento de laudos" subTitle="Exames realizados aguardando laudo e laudos aguardando assinatura." />
      <ServerTable<LinhaLancamento>
        table={table}
        searchPlaceholder="Paciente, exame ou nº"
        toolbar={
          <Space wrap>
            <div style={{ width: 140 }}>
              <DateInput
                aria-label="Data inicial"
                value={filtros.dataInicio ?? null}
                onChange={(v) => setFiltro('dataInicio', v ?? undefined)}
              />
            </div>
            <div style={{ width: 140 }}>
              <DateInput aria-label="Data final" value={filtros.dataFim ?? null} onChange={(v) => setFiltro('dataFim', v ?? undefined)} />
            </div>
            <Select
              aria-label="Modalidade"
              placeholder="Modalidade"
              allowClear
              style={{ width: 220 }}
              value={filtros.modalidade ? Number(filtros.modalidade) : undefined}
              options={MODALIDADES_IMAGEM.map((m) => ({ value: m.value, label: m.label }))}
              onChange={(v) => setFiltro('modalidade', v ? String(v) : undefined)}
            />
            <Select
              aria-label="Situação"
              placeholder="Situação"
              allowClear
              style={{ width: 240 }}
              value={filtros.situacao ? Number(filtros.situacao) : undefined}
              options={[2, 3].map((s) => ({ value: s, label: NOME_SITUACAO_EXAME_IMAGEM[s] }))}
              onChange={(v) => setFiltro('situacao', v ? String(v) : undefined)}
            />
            <Input.Search
              aria-label="Paciente"
              placeholder="Paciente"
              allowClear
              style={{ width: 200 }}
              onSearch={(v) => setFiltro('paciente', v || undefined)}
            />
          </Space>
        }
      />
    </div>
  );
}
