import { SignatureOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { useSessao } from '../../../lib/session';
import { type LinhaAssinarLaudo, laudoImagemApi } from './laudo-imagem.api';
import { useAssinarLaudos } from './use-assinar-laudos';

/**
 * exame-imagem/assinatura/index (issue 22): the reports awaiting signature — of the logged radiologist when the
 * list opens, any author by the filter — by equipment and period; several are selected and signed at once (PAdES
 * with his certificate). A signed report is released: the exam leaves the worklist and goes to print.
 */
export default function AssinaturaLaudosImagemPage() {
  const sessao = useSessao();
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const { assinarLaudos, dialogo } = useAssinarLaudos();
  const profissionais = useOpcoesFiltro('img-assinar-profissionais', laudoImagemApi.profissionais);
  const equipamentos = useOpcoesFiltro('img-equipamentos', laudoImagemApi.equipamentos);
  const filtros = {
    periodo: { rotuloInicio: 'Lançados de', rotuloFim: 'até' },
    profissional: { ...profissionais, nome: 'profissionalId', rotulo: 'Laudado por' },
    extras: ['equipamentoId'],
  } satisfies FiltrosDaLista;
  const columns: ServerColumn<LinhaAssinarLaudo>[] = [
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Exame', dataIndex: 'exame', sorter: true },
    { title: 'Equipamento', dataIndex: 'equipamento', searchable: false, width: 180, render: (v: string | null) => v ?? '—' },
    {
      title: 'Realizado em',
      dataIndex: 'realizadoEm',
      searchable: false,
      width: 120,
      render: (v: string | null) => (v ? formatarData(v) : '—'),
    },
    {
      title: 'Lançado em',
      dataIndex: 'lancadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Laudado por', dataIndex: 'lancadoPor', searchable: false, width: 200 },
    { title: 'Versão', dataIndex: 'versao', searchable: false, width: 80 },
  ];
  const table = useServerTable<LinhaAssinarLaudo>({
    endpoint: `${laudoImagemApi.assinatura}/datatable`,
    columns,
    defaultSort: { field: 'lancadoEm', dir: 'asc' },
    filters: nomesDosFiltros(filtros),
  });
  // the list opens on the logged radiologist's own reports (once: clearing the filter shows everyone's)
  const inicial = useRef(false);
  const { filtros: valores, setFiltro } = table;
  useEffect(() => {
    if (inicial.current || !sessao?.usuario?.id) return;
    inicial.current = true;
    if (valores.profissionalId === undefined) setFiltro('profissionalId', String(sessao.usuario.id));
  }, [sessao?.usuario?.id, valores.profissionalId, setFiltro]);
  return (
    <div className="sm-page">
      <PageHeader
        title="Assinatura de laudos"
        subTitle="Laudos lançados aguardando a assinatura digital do radiologista. Só laudos assinados são liberados ao solicitante."
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por paciente ou exame"
        rowSelection={{ selectedRowKeys: selecionados, onChange: (k) => setSelecionados(k.map(Number)) }}
        toolbar={
          <BarraFiltros
            lista={table}
            {...filtros}
            acoes={
              <Button
                type="primary"
                icon={<SignatureOutlined />}
                disabled={!selecionados.length}
                onClick={async () => {
                  const feitos = await assinarLaudos(selecionados);
                  setSelecionados((s) => s.filter((id) => !feitos.includes(id)));
                }}
              >
                Assinar selecionados{selecionados.length ? ` (${selecionados.length})` : ''}
              </Button>
            }
          >
            <SelecaoFiltro lista={table} nome="equipamentoId" rotulo="Equipamento" largura={200} {...equipamentos} />
          </BarraFiltros>
        }
      />
      {dialogo}
    </div>
  );
}
