import { PlusOutlined } from '@ant-design/icons';
import {
  IMG,
  type ImgCotaInput,
  type ImgCotaItem,
  type imgCotaFormSchema,
  MODALIDADES_IMAGEM,
  NOME_MODALIDADE_IMAGEM,
  type Resposta,
} from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Radio, Select, Space } from 'antd';
import locale from 'antd/es/date-picker/locale/pt_BR';
import dayjs from 'dayjs';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { CotaModal, CotaTabela, useCotaEdicao } from '../../../components/cota/CotaCrud';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { hoje } from '../../../lib/dates';

type Opcoes = Resposta<typeof imgCotaFormSchema>['data'];
const API = '/api/exame-imagem/cota';
export const cotaImagemApi = {
  opcoes: () => api.get<{ data: Opcoes }>(`${API}/create`),
  listar: (competencia: string, modalidade?: number) => api.get<{ data: ImgCotaItem[] }>(API, { query: { competencia, modalidade } }),
  criar: (v: ImgCotaInput) => api.post<{ data: ImgCotaItem }>(API, v),
  alterar: (id: number, v: ImgCotaInput) => api.put<{ data: ImgCotaItem }>(`${API}/${id}`, v),
  excluir: (id: number) => api.delete<void>(`${API}/${id}`),
};

/** A month picker in pt-BR whose value is 'YYYY-MM'. */
export function MesPicker({
  value,
  onChange,
  id,
  rotulo = 'Mês',
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  id?: string;
  rotulo?: string;
}) {
  return (
    <DatePicker
      id={id}
      picker="month"
      locale={locale}
      format="MM/YYYY"
      aria-label={rotulo}
      placeholder="MM/AAAA"
      allowClear={false}
      style={{ width: '100%' }}
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM') : null)}
    />
  );
}

/**
 * exame-imagem/cota/index (issue 22): per month, how many imaging exams (of a modality or all) and up to which
 * SIGTAP value a requesting unit — or a requesting professional — may schedule, and what it used. Booking checks
 * them under a row lock.
 */
export default function CotaImagemPage() {
  const podeCadastrar = usePermission(IMG.cotaCadastrar);
  const [competencia, setCompetencia] = useState(hoje().slice(0, 7));
  const [modalidade, setModalidade] = useState<number | undefined>();
  const edicao = useCotaEdicao<ImgCotaItem, ImgCotaInput>({ api: cotaImagemApi, chaveLista: ['img', 'cotas'] });
  const tipo = Form.useWatch('tipo', edicao.form) as 'unidade' | 'profissional' | undefined;
  const opcoes = useQuery({
    queryKey: ['img', 'cota', 'opcoes'],
    queryFn: cotaImagemApi.opcoes,
    staleTime: 60_000,
    enabled: podeCadastrar,
  });
  const lista = useQuery({
    queryKey: ['img', 'cotas', competencia, modalidade],
    queryFn: () => cotaImagemApi.listar(competencia, modalidade),
  });
  const abrir = (c: ImgCotaItem | 'nova') =>
    edicao.abrir(
      c,
      c === 'nova'
        ? {
            tipo: 'unidade',
            competencia,
            modalidade: modalidade ?? null,
            unidadeSolicitanteId: undefined,
            profissionalSolicitanteId: undefined,
            quantidade: undefined,
            valorTeto: undefined,
          }
        : { ...c, tipo: c.profissionalSolicitanteId ? 'profissional' : 'unidade' },
    );
  const enviar = (v: ImgCotaInput & { tipo: string }) => {
    const { tipo: t, ...resto } = v;
    edicao.salvar.mutate({
      ...resto,
      modalidade: resto.modalidade ?? null,
      unidadeSolicitanteId: t === 'unidade' ? resto.unidadeSolicitanteId : null,
      profissionalSolicitanteId: t === 'profissional' ? resto.profissionalSolicitanteId : null,
      valorTeto: resto.valorTeto ?? null,
    });
  };
  const nome = (c: ImgCotaItem) => c.unidadeSolicitanteNome ?? c.profissionalSolicitanteNome ?? '';

  return (
    <div className="sm-page">
      <PageHeader
        title="Cotas de exames de imagem"
        subTitle="Por mês: exames e teto financeiro (SIGTAP) de cada unidade ou profissional solicitante."
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => abrir('nova')}>
              Nova cota
            </Button>
          )
        }
      />
      <Card
        size="small"
        extra={
          <Space wrap>
            <div style={{ width: 140 }}>
              <MesPicker rotulo="Mês das cotas" value={competencia} onChange={(v) => v && setCompetencia(v)} />
            </div>
            <Select
              aria-label="Modalidade das cotas"
              allowClear
              placeholder="Todas as modalidades"
              style={{ width: 260 }}
              value={modalidade}
              onChange={setModalidade}
              options={MODALIDADES_IMAGEM.map((m) => ({ value: m.value, label: m.label }))}
            />
          </Space>
        }
      >
        <CotaTabela<ImgCotaItem>
          colunas={[
            { title: 'Solicitante', key: 'quem', render: (_, c) => nome(c) },
            { title: 'Tipo', key: 'tipo', width: 110, render: (_, c) => (c.unidadeSolicitanteId ? 'Unidade' : 'Profissional') },
            {
              title: 'Modalidade',
              dataIndex: 'modalidade',
              width: 200,
              render: (v: number | null) => (v ? NOME_MODALIDADE_IMAGEM[v] : 'Todas'),
            },
          ]}
          dados={lista.data?.data ?? []}
          carregando={lista.isLoading}
          vazio="Nenhuma cota no mês: os solicitantes agendam sem limite."
          larguras={[80, 180, 230]}
          podeEditar={podeCadastrar}
          nome={nome}
          onAlterar={abrir}
          onExcluir={edicao.excluir}
        />
      </Card>
      <CotaModal edicao={edicao} onFinish={enviar} campoMes={<MesPicker />}>
        <Form.Item name="tipo" label="Cota de">
          <Radio.Group
            options={[
              { value: 'unidade', label: 'Unidade solicitante' },
              { value: 'profissional', label: 'Profissional solicitante' },
            ]}
          />
        </Form.Item>
        {tipo === 'profissional' ? (
          <Form.Item
            name="profissionalSolicitanteId"
            label="Profissional solicitante"
            rules={[{ required: true, message: 'O campo Profissional solicitante é obrigatório.' }]}
          >
            <Select
              aria-label="Profissional solicitante"
              showSearch={{ optionFilterProp: 'label' }}
              options={(opcoes.data?.data.profissionais ?? []).map((u) => ({ value: u.id, label: u.nome }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="unidadeSolicitanteId"
            label="Unidade solicitante"
            rules={[{ required: true, message: 'O campo Unidade solicitante é obrigatório.' }]}
          >
            <Select
              aria-label="Unidade solicitante"
              showSearch={{ optionFilterProp: 'label' }}
              options={(opcoes.data?.data.unidades ?? []).map((u) => ({ value: u.id, label: u.nome }))}
            />
          </Form.Item>
        )}
        <Form.Item name="modalidade" label="Modalidade">
          <Select
            aria-label="Modalidade"
            allowClear
            placeholder="Todas as modalidades"
            options={MODALIDADES_IMAGEM.map((m) => ({ value: m.value, label: m.label }))}
          />
        </Form.Item>
      </CotaModal>
    </div>
  );
}
