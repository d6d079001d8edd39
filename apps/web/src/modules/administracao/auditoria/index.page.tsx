import { FileSearchOutlined } from '@ant-design/icons';
import { ACAO_AUDITORIA, type auditoriaAutocompleteSchema, NOME_TABELA_AUDITORIA, type Resposta } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { api } from '../../../lib/api';
import { hoje } from '../../../lib/dates';
import { AuditoriaModal } from './auditoria.modal';
import { ACOES, type Auditoria } from './auditoria.types';

const API = '/api/administracao/auditoria';
type Item = Resposta<typeof auditoriaAutocompleteSchema>['data'][number];

/** Period, user, patient, action, record type, and whether the logins and logouts show (all in the URL). */
const FILTROS = { extras: ['usuarioId', 'pacienteId', 'acao', 'tabela', 'sessoes'] } satisfies FiltrosDaLista;
const OPCOES_ACAO = Object.entries(ACAO_AUDITORIA).map(([value, label]) => ({ value, label }));
const OPCOES_TABELA = Object.entries(NOME_TABELA_AUDITORIA)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

/** The item a picker's id in the URL stands for, so its label shows after a reload or a link. */
function useItem(tipo: 'usuario' | 'paciente', id: string | undefined): Item | null {
  const q = useQuery({
    queryKey: [API, tipo, id],
    queryFn: () => api.get<{ data: Item[] }>(`${API}/${tipo}/autocomplete`, { query: { id } }),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return q.data?.data[0] ?? null;
}

/**
 * The municipality's audit trail (issue 16 item 12): who read or changed what and when, in words and on
 * Brasília's clock, searched by period (this month unless told), user, patient, action and record type; the
 * patient's record links here with its filter ("Acessos a este paciente"), the answer to an LGPD request.
 */
export default function AuditoriaIndexPage() {
  const [aberto, setAberto] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const semPeriodo = !params.get('dataInicio') && !params.get('dataFim');
  // the period is always shown as applied: this month up to today when the URL has none
  useEffect(() => {
    if (!semPeriodo) return;
    const dia = hoje();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('dataInicio', `${dia.slice(0, 8)}01`);
        next.set('dataFim', dia);
        return next;
      },
      { replace: true },
    );
  }, [semPeriodo, setParams]);

  const columns: ServerColumn<Auditoria>[] = [
    {
      title: 'Data e hora',
      dataIndex: 'momento',
      sorter: true,
      searchable: false,
      width: 170,
      render: (_: string, a) => a.momentoLocal,
    },
    { title: 'Usuário', dataIndex: 'usuarioNome', searchable: false, width: 220, render: (v: string | null) => v ?? 'Sistema' },
    {
      title: 'Ação',
      dataIndex: 'acaoExibida',
      searchable: false,
      width: 120,
      render: (v: string) => <Tag color={ACOES[v]?.cor}>{ACOES[v]?.nome ?? v}</Tag>,
    },
    { title: 'O que foi feito', dataIndex: 'descricao' },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, a) => (
        <Tooltip title="Detalhes">
          <Button type="text" icon={<FileSearchOutlined />} aria-label={`Detalhes da auditoria ${a.id}`} onClick={() => setAberto(a.id)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<Auditoria>({
    endpoint: `${API}/datatable`,
    columns,
    defaultSort: { field: 'momento', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
    enabled: !semPeriodo,
  });
  const { filtros, setFiltro } = table;
  const usuario = useItem('usuario', filtros.usuarioId);
  const paciente = useItem('paciente', filtros.pacienteId);

  return (
    <div className="sm-page">
      <PageHeader
        title="Auditoria"
        subTitle={
          filtros.pacienteId
            ? 'Acessos a este paciente: quem leu ou alterou seus dados, e quando.'
            : 'Quem leu ou alterou o quê, e quando, no sistema do município.'
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar tipo de registro ou nº"
        toolbar={
          <BarraFiltros lista={table} {...FILTROS}>
            <Autocomplete<Item>
              url={`${API}/paciente/autocomplete`}
              label="Paciente"
              optionLabel="label"
              itemInicial={paciente}
              value={filtros.pacienteId ? Number(filtros.pacienteId) : null}
              onChange={(v) => setFiltro('pacienteId', v === null ? undefined : String(v))}
              style={{ width: 320, maxWidth: '100%' }}
            />
            <Autocomplete<Item>
              url={`${API}/usuario/autocomplete`}
              label="Usuário"
              optionLabel="label"
              itemInicial={usuario}
              value={filtros.usuarioId ? Number(filtros.usuarioId) : null}
              onChange={(v) => setFiltro('usuarioId', v === null ? undefined : String(v))}
              style={{ width: 260, maxWidth: '100%' }}
            />
            <SelecaoFiltro lista={table} nome="acao" rotulo="Ação" opcoes={OPCOES_ACAO} largura={150} />
            <SelecaoFiltro lista={table} nome="tabela" rotulo="Tipo de registro" opcoes={OPCOES_TABELA} busca largura={260} />
            <Flex gap={8} align="center">
              <Switch
                id="auditoria-sessoes"
                size="small"
                checked={filtros.sessoes === '1'}
                onChange={(v) => setFiltro('sessoes', v ? '1' : undefined)}
              />
              <Typography.Text>
                <label htmlFor="auditoria-sessoes">Mostrar entradas e saídas</label>
              </Typography.Text>
            </Flex>
          </BarraFiltros>
        }
      />
      <AuditoriaModal id={aberto} onClose={() => setAberto(null)} />
    </div>
  );
}
