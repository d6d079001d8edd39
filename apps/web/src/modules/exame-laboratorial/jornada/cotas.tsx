import { PlusOutlined } from '@ant-design/icons';
import { LAB, type LabCotaInput, type labCotaListaSchema, type labJornadaFormSchema, type Resposta } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { CotaModal, CotaTabela, useCotaEdicao } from '../../../components/cota/CotaCrud';
import { api } from '../../../lib/api';
import { hoje } from '../../../lib/dates';

export type Cota = Resposta<typeof labCotaListaSchema>['data'][number];
type Opcoes = Resposta<typeof labJornadaFormSchema>;

const API = '/api/exame-laboratorial/jornada';
export const cotaApi = {
  opcoes: () => api.get<{ form: Opcoes }>(`${API}/create`),
  listar: (laboratorioId: number | undefined, competencia: string) =>
    api.get<{ data: Cota[] }>(`${API}/cota`, { query: { laboratorioId, competencia } }),
  criar: (v: LabCotaInput) => api.post<{ data: Cota }>(`${API}/cota`, v),
  alterar: (id: number, v: LabCotaInput) => api.put<{ data: Cota }>(`${API}/cota/${id}`, v),
  excluir: (id: number) => api.delete<void>(`${API}/cota/${id}`),
};

/**
 * The quotas of the requesting units (exame-laboratorial/jornada, issue 21) beside the collection agendas: per
 * laboratory and month, how many exams and up to which SIGTAP value each unit may schedule, and what it used
 * (its scheduled, non-cancelled exams of the month). Booking checks them under a row lock.
 */
export function CotasPainel() {
  const pode = { cadastrar: usePermission(LAB.jornadaCadastrar), editar: usePermission(LAB.jornadaEditar) };
  const [competencia, setCompetencia] = useState(hoje().slice(0, 7));
  const [laboratorioId, setLaboratorioId] = useState<number | undefined>();
  const edicao = useCotaEdicao<Cota, LabCotaInput>({ api: cotaApi, chaveLista: ['lab', 'cotas'] });
  const opcoes = useQuery({ queryKey: ['lab', 'jornada', 'opcoes'], queryFn: cotaApi.opcoes, staleTime: 60_000, enabled: pode.cadastrar });
  const valido = /^\d{4}-(0[1-9]|1[0-2])$/.test(competencia);
  const lista = useQuery({
    queryKey: ['lab', 'cotas', laboratorioId, competencia],
    queryFn: () => cotaApi.listar(laboratorioId, competencia),
    enabled: valido,
  });
  const laboratorios = opcoes.data?.form.laboratorios ?? [
    ...new Map((lista.data?.data ?? []).map((c) => [c.laboratorioId, { id: c.laboratorioId, nome: c.laboratorioNome }])).values(),
  ];
  const abrir = (c: Cota | 'nova') =>
    edicao.abrir(
      c,
      c === 'nova'
        ? {
            laboratorioId: laboratorioId ?? laboratorios[0]?.id,
            competencia,
            unidadeSolicitanteId: undefined,
            quantidade: undefined,
            valorTeto: undefined,
          }
        : { ...c },
    );

  return (
    <Card
      size="small"
      title="Cotas das unidades solicitantes"
      style={{ marginTop: 16 }}
      extra={
        <Space wrap>
          <Select
            aria-label="Laboratório das cotas"
            allowClear
            placeholder="Todos os laboratórios"
            style={{ width: 260 }}
            value={laboratorioId}
            onChange={setLaboratorioId}
            options={laboratorios.map((l) => ({ value: l.id, label: l.nome }))}
          />
          <Input
            aria-label="Mês (AAAA-MM)"
            type="month"
            style={{ width: 160 }}
            value={competencia}
            onChange={(e) => setCompetencia(e.target.value)}
            status={valido ? undefined : 'error'}
          />
          {pode.cadastrar && (
            <Button icon={<PlusOutlined />} onClick={() => abrir('nova')}>
              Nova cota
            </Button>
          )}
        </Space>
      }
    >
      <CotaTabela<Cota>
        colunas={[
          { title: 'Unidade solicitante', dataIndex: 'unidadeSolicitanteNome' },
          { title: 'Laboratório', dataIndex: 'laboratorioNome', width: 240 },
        ]}
        dados={lista.data?.data ?? []}
        carregando={lista.isLoading}
        vazio="Nenhuma cota no mês: as unidades agendam sem limite."
        larguras={[90, 220, 260]}
        podeEditar={pode.editar}
        nome={(c) => c.unidadeSolicitanteNome}
        onAlterar={abrir}
        onExcluir={edicao.excluir}
      />
      <CotaModal<LabCotaInput> edicao={edicao} onFinish={(v) => edicao.salvar.mutate(v)} campoMes={<Input aria-label="Mês" type="month" />}>
        <Form.Item name="laboratorioId" label="Laboratório" rules={[{ required: true, message: 'O campo Laboratório é obrigatório.' }]}>
          <Select aria-label="Laboratório" options={laboratorios.map((l) => ({ value: l.id, label: l.nome }))} />
        </Form.Item>
        <Form.Item
          name="unidadeSolicitanteId"
          label="Unidade solicitante"
          rules={[{ required: true, message: 'O campo Unidade solicitante é obrigatório.' }]}
        >
          <Select
            aria-label="Unidade solicitante"
            showSearch
            optionFilterProp="label"
            options={(opcoes.data?.form.unidades ?? []).map((u) => ({ value: u.id, label: u.nome }))}
          />
        </Form.Item>
      </CotaModal>
    </Card>
  );
}
