import { formatarCodigoVerificacao, LIVROS, MENSAGENS_LIVRO } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Collapse, Descriptions, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { paraBase64 } from '../../../components/assinatura/assinatura.api';
import { useAssinatura } from '../../../components/assinatura/use-assinatura';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { baixarArquivo } from '../../../lib/api';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { colunasDasLinhas, LinhaModal, LinhasDoLivro } from './linhas';
import { imprimirLivro, type LinhaDoLivro, type LivroModelo, livroApi, useTipoLivro } from './livro.api';
import { AberturaModal, FecharLivroModal, LinhaManualModal } from './livro.modais';
import { TagSituacaoLivro } from './situacao';

type Substancia = LivroModelo['substancias'][number];
type Dialogo = 'linha' | 'fechar' | 'abertura' | null;

/**
 * farmacia/livro-psicotropico/edit/{id} and livro-talidomida/edit/{id}: the book. Each substance with the balance
 * it carried over, what came in and went out and the balance now (a click filters the lines), the lines with
 * substance and period filters, and the book's actions: manual line, close, print and sign (PAdES).
 */
export default function LivroEditPage() {
  const { id = '' } = useParams();
  const tipo = useTipoLivro();
  const a = livroApi(tipo);
  const P = LIVROS[tipo].permissoes;
  const navigate = useNavigate();
  const lista = (useLocation().state as { lista?: string } | null)?.lista ?? `${a.tela}/index`;
  const pode = { lancar: usePermission(P.cadastrar), fechar: usePermission(P.fechar) };
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [linhaVista, setLinhaVista] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const { assinar, dialogo: dialogoAssinatura } = useAssinatura();
  const q = useQuery({ queryKey: ['farmacia', tipo, 'livro', id], queryFn: () => a.ler(id) });
  const livro = q.data?.model;
  const aberto = !!livro && !livro.fechadoEm;
  const columns = useMemo(() => colunasDasLinhas(setLinhaVista), []);
  const table = useServerTable<LinhaDoLivro>({
    endpoint: a.linhas(id),
    columns,
    defaultSort: { field: 'id', dir: 'desc' },
    filters: nomesDosFiltros({ extras: ['materialId'] }),
  });
  const recarregar = () => {
    void q.refetch();
    void queryClient.invalidateQueries({ queryKey: ['datatable', a.linhas(id)] });
  };

  const assinarLivro = async () => {
    if (!livro) return;
    try {
      const r = await baixarArquivo(a.impressao(id));
      if (r.tipo !== 'arquivo') return;
      const conteudo = r.blob.type === 'application/pdf' ? r.blob : new Blob([r.blob], { type: 'application/pdf' });
      const { resultado } = await assinar({
        arquivos: [{ nome: r.nome, conteudo }],
        aposAssinar: async ([assinado]) => {
          if (assinado) await a.guardarAssinado(id, assinado.fileName, await paraBase64(assinado.data));
        },
      });
      if (resultado === 'assinado') {
        feedback.notification.success({ title: 'Sucesso', description: MENSAGENS_LIVRO.assinado });
        void q.refetch();
      }
    } catch (e) {
      handleApiError(e);
    }
  };

  const filtrarSubstancia = (s: Substancia) => table.setFiltro('materialId', String(s.materialId));
  const selecionada = table.filtros.materialId;
  const propsModal = livro && { tipo, livro, onFechar: () => setDialogo(null), onGravado: recarregar };

  return (
    <div className="sm-page">
      <PageHeader
        title={livro ? `${LIVROS[tipo].nome} — livro nº ${livro.numero}` : LIVROS[tipo].nome}
        subTitle={livro ? `Farmácia: ${livro.centroCusto}` : undefined}
        extra={
          <Space wrap>
            {aberto && pode.lancar && <Button onClick={() => setDialogo('linha')}>Lançar linha manual</Button>}
            {aberto && pode.fechar && (
              <Button danger onClick={() => setDialogo('fechar')}>
                Fechar livro
              </Button>
            )}
            {livro && <Button onClick={() => void imprimirLivro(tipo, id)}>Imprimir</Button>}
            {livro && !aberto && pode.fechar && (
              <Button type="primary" onClick={() => void assinarLivro()}>
                {livro.assinaturaCodigo ? 'Assinar novamente' : 'Assinar'}
              </Button>
            )}
            <Button onClick={() => navigate(lista)}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading} size="small">
        {livro && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Situação">
                <TagSituacaoLivro fechado={!aberto} />
              </Descriptions.Item>
              <Descriptions.Item label="Abertura">{formatarData(livro.dataAbertura)}</Descriptions.Item>
              <Descriptions.Item label="Fechamento">
                {livro.dataFechamento
                  ? `${formatarData(livro.dataFechamento)} (por ${livro.fechadoPor ?? '—'} em ${formatarDataHora(livro.fechadoEm)})`
                  : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Farmacêutico responsável">
                {livro.responsavelNome} — {livro.responsavelConselho}
              </Descriptions.Item>
              <Descriptions.Item label="Assinatura">
                {livro.assinaturaCodigo ? (
                  <Link to={`/verificar/${livro.assinaturaCodigo}`} target="_blank">
                    {formatarCodigoVerificacao(livro.assinaturaCodigo)}
                  </Link>
                ) : aberto ? (
                  'assina-se depois de fechado'
                ) : (
                  'não assinado'
                )}
              </Descriptions.Item>
            </Descriptions>
            <Collapse
              size="small"
              items={[
                {
                  key: 'abertura',
                  label: 'Termo de abertura',
                  children: (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{livro.termoAbertura}</Typography.Paragraph>
                  ),
                  extra:
                    aberto && pode.lancar ? (
                      <Button
                        size="small"
                        onClick={(e) => {
                          e.stopPropagation();
                          setDialogo('abertura');
                        }}
                      >
                        Corrigir
                      </Button>
                    ) : undefined,
                },
                ...(livro.termoFechamento
                  ? [
                      {
                        key: 'fechamento',
                        label: 'Termo de encerramento',
                        children: <Typography.Paragraph style={{ margin: 0 }}>{livro.termoFechamento}</Typography.Paragraph>,
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )}
      </Card>
      {livro && (
        <Card size="small" title="Substâncias e saldos" style={{ marginTop: 12 }}>
          <Table<Substancia>
            size="small"
            rowKey="materialId"
            dataSource={livro.substancias}
            pagination={livro.substancias.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            locale={{ emptyText: 'Nenhuma substância movimentada neste livro ainda.' }}
            rowClassName={(s) => (String(s.materialId) === selecionada ? 'ant-table-row-selected' : '')}
            onRow={(s) => ({ onClick: () => filtrarSubstancia(s), style: { cursor: 'pointer' } })}
            columns={[
              { title: 'Substância / medicamento', dataIndex: 'material' },
              { title: 'Lista', dataIndex: 'lista', width: 70 },
              { title: 'Saldo anterior', dataIndex: 'saldoAnterior', width: 120, align: 'right' },
              { title: 'Entradas', dataIndex: 'entradas', width: 100, align: 'right' },
              { title: 'Saídas', dataIndex: 'saidas', width: 100, align: 'right' },
              { title: 'Saldo', dataIndex: 'saldo', width: 100, align: 'right', render: (v: number) => <strong>{v}</strong> },
            ]}
          />
        </Card>
      )}
      {livro && (
        <div style={{ marginTop: 12 }}>
          <LinhasDoLivro table={table} livro={livro} />
        </div>
      )}
      {propsModal && (
        <>
          <LinhaManualModal {...propsModal} aberto={dialogo === 'linha'} />
          <FecharLivroModal {...propsModal} aberto={dialogo === 'fechar'} />
          <AberturaModal {...propsModal} aberto={dialogo === 'abertura'} />
        </>
      )}
      <LinhaModal tipo={tipo} id={linhaVista} onFechar={() => setLinhaVista(null)} />
      {dialogoAssinatura}
    </div>
  );
}
