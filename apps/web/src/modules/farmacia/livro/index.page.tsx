import { EyeOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatarCodigoVerificacao, LIVROS, SITUACAO_LIVRO } from '@saude/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { formatarData } from '../../../lib/dates';
import { imprimirLivro, type LivroLinhaLista, livroApi, useTipoLivro } from './livro.api';
import { TagSituacaoLivro } from './situacao';

const SITUACOES = Object.entries(SITUACAO_LIVRO).map(([value, label]) => ({ value, label }));

/**
 * farmacia/livro-psicotropico/index and livro-talidomida/index (spec 000 §2.3): the books of the session's pharmacy,
 * open and closed (situation in the URL), and "Abrir livro".
 */
export default function LivroIndexPage() {
  const tipo = useTipoLivro();
  const livro = LIVROS[tipo];
  const a = livroApi(tipo);
  const navigate = useNavigate();
  const location = useLocation();
  const podeAbrir = usePermission(livro.permissoes.cadastrar);
  const lista = `${location.pathname}${location.search}`;
  const columns: ServerColumn<LivroLinhaLista>[] = [
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 70, align: 'right' },
    { title: 'Abertura', dataIndex: 'dataAbertura', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    {
      title: 'Fechamento',
      dataIndex: 'dataFechamento',
      sorter: true,
      searchable: false,
      width: 120,
      render: (v: string | null) => (v ? formatarData(v) : '—'),
    },
    {
      title: 'Farmacêutico responsável',
      dataIndex: 'responsavelNome',
      render: (v: string, l) => `${v} — ${l.responsavelConselho}`,
    },
    { title: 'Linhas', dataIndex: 'linhas', searchable: false, width: 80, align: 'right' },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      searchable: false,
      width: 100,
      render: (v: string) => <TagSituacaoLivro fechado={v === 'fechado'} />,
    },
    {
      title: 'Assinatura',
      dataIndex: 'assinaturaCodigo',
      searchable: false,
      width: 150,
      render: (v: string | null) => (v ? <Tag color="blue">{formatarCodigoVerificacao(v)}</Tag> : '—'),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Abrir o livro">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Abrir o livro nº ${l.numero}`}
              onClick={() => navigate(`${a.tela}/edit/${l.id}`, { state: { lista } })}
            />
          </Tooltip>
          <Tooltip title="Imprimir">
            <Button
              type="text"
              icon={<PrinterOutlined />}
              aria-label={`Imprimir o livro nº ${l.numero}`}
              onClick={() => void imprimirLivro(tipo, l.id)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  const table = useServerTable<LivroLinhaLista>({
    endpoint: `${a.base}/datatable`,
    columns,
    defaultSort: { field: 'numero', dir: 'desc' },
    filters: ['situacao'],
  });
  return (
    <div className="sm-page">
      <PageHeader
        title={livro.nome}
        subTitle={`Livros de registro desta farmácia: listas ${livro.listas.map((x) => x.sigla).join(', ')} (${livro.norma}).`}
        extra={
          podeAbrir && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${a.tela}/create`, { state: { lista } })}>
              Abrir livro
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar pelo número ou responsável"
        toolbar={<SelecaoFiltro lista={table} nome="situacao" rotulo="Situação" opcoes={SITUACOES} />}
      />
    </div>
  );
}
