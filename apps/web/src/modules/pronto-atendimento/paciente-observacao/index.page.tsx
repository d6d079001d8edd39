import { FolderOpenOutlined } from '@ant-design/icons';
import { LIMITE_OBSERVACAO_HORAS, PA } from '@saude/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { nomeDoPaciente, resumoSinais, TagCor } from '../comum/cabecalho-atendimento';
import { filaApi } from '../fila-atendimento/fila.api';
import { formatarIdade, idadeDe } from '../fila-atendimento/fila.formatos';
import { duracao, type LinhaObservacao, OBSERVACAO_API } from './observacao.api';

/** The stays past the limit stand out (the same light red the queue uses for long waits). */
const COR_EXCEDIDO = '#fff1f0';

/**
 * pronto-atendimento/paciente-observacao/index (issue 6 step 6): the patients now in the location's
 * observation rooms, longest stay first, with colour, time in observation (past 24 h highlighted), the last
 * note and the last vital signs. A row opens the patient's evolution.
 */
export default function ObservacaoIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const podeEvoluir = usePermission(PA.observacaoCadastrar);
  const podeVerPlantao = usePermission(PA.plantaoVer);

  const abrir = async (l: LinhaObservacao) => {
    const plantao = podeVerPlantao
      ? await queryClient
          .ensureQueryData({ queryKey: ['pronto-atendimento', 'plantao', 'atual'], queryFn: filaApi.plantaoAtual, staleTime: 60_000 })
          .catch(() => null)
      : null;
    navigate(`/pronto-atendimento/paciente-observacao/create/${l.id}/${plantao?.data?.id ?? 0}`, {
      state: { lista: `${location.pathname}${location.search}` },
    });
  };

  const columns: ServerColumn<LinhaObservacao>[] = [
    {
      title: 'Paciente',
      dataIndex: 'paciente',
      sorter: true,
      render: (_: unknown, l) => (
        <div>
          <Typography.Text strong>{nomeDoPaciente(l)}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{formatarIdade(idadeDe(l.dataNascimento), l.idadeEstimada)}</Typography.Text>
          </div>
        </div>
      ),
    },
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 130 },
    { title: 'Classificação', key: 'cor', width: 130, render: (_: unknown, l) => <TagCor nome={l.classificacaoRisco} cor={l.cor} /> },
    { title: 'Sala', dataIndex: 'setor', width: 180 },
    {
      title: 'Em observação',
      dataIndex: 'observacaoDesde',
      sorter: true,
      width: 190,
      render: (_: unknown, l) => (
        <Flex vertical>
          <span>{duracao(l.minutosEmObservacao)}</span>
          <Typography.Text type="secondary">desde {formatarDataHora(l.observacaoDesde)}</Typography.Text>
          {l.excedido && <Tag color="red">Acima de {LIMITE_OBSERVACAO_HORAS} h</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Última evolução',
      dataIndex: 'ultimaEvolucaoEm',
      sorter: true,
      width: 150,
      render: (v: string | null) => (v ? formatarDataHora(v) : <Typography.Text type="secondary">Nenhuma</Typography.Text>),
    },
    {
      title: 'Últimos sinais vitais',
      key: 'sinais',
      render: (_: unknown, l) =>
        l.ultimosSinais ? (
          <div>
            <div>{resumoSinais(l.ultimosSinais) || '—'}</div>
            <Typography.Text type="secondary">
              {l.ultimosSinais.origem === 'triagem' ? 'Triagem' : 'Evolução'}, {formatarDataHora(l.ultimosSinais.em)}
            </Typography.Text>
          </div>
        ) : (
          '—'
        ),
    },
  ];
  if (podeEvoluir)
    columns.push({
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Abrir evolução">
          <Button type="text" icon={<FolderOpenOutlined />} aria-label={`Abrir: ${nomeDoPaciente(l)}`} onClick={() => void abrir(l)} />
        </Tooltip>
      ),
    });

  const table = useServerTable<LinhaObservacao>({
    endpoint: `${OBSERVACAO_API}/datatable`,
    columns,
    defaultSort: { field: 'observacaoDesde', dir: 'asc' },
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Pacientes em observação"
        subTitle="Pacientes nas salas de observação desta unidade, a permanência mais longa primeiro."
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar paciente ou FAA"
        onRow={(l) => ({ style: l.excedido ? { background: COR_EXCEDIDO } : undefined, 'data-excedido': l.excedido || undefined })}
      />
    </div>
  );
}
