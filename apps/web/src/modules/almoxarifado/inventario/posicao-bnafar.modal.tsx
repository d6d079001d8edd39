import { CloudUploadOutlined, DownloadOutlined, SyncOutlined } from '@ant-design/icons';
import {
  ALM,
  type bnafarEnvioRespostaSchema,
  type bnafarPosicaoSchema,
  type inventarioDatatableSchema,
  type Resposta,
  SituacaoEnvioNome,
  TIPOS_ESTABELECIMENTO_BNAFAR,
  type TipoEstabelecimentoBnafar,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Radio, Select, Skeleton, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { api, baixarArquivo } from '../../../lib/api';
import { formatarData, formatarDataHora, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { salvarArquivo } from '../../../lib/impressao';

type Posicao = Resposta<typeof bnafarPosicaoSchema>;
type EnvioResposta = Resposta<typeof bnafarEnvioRespostaSchema>;
type Envio = Posicao['envios'][number];
type Referencia = { inventarioId?: number; competencia?: string; tipoEstabelecimento?: TipoEstabelecimentoBnafar };

const BASE = '/api/almoxarifado/bnafar';
const EXPORTACAO = '/exportacao/almoxarifado/bnafar-posicao';
const COR_SITUACAO: Record<Envio['situacao'], string> = { enviado: 'blue', erro: 'red', processado: 'green' };

/** The position on the wire (decision 0015): preview, submission, protocol query and the XML download. */
const bnafarApi = {
  previa: (ref: Referencia) => api.get<Posicao>(`${BASE}/posicao`, { query: ref }),
  enviar: (ref: Referencia) => api.post<EnvioResposta>(`${BASE}/posicao`, ref),
  consultar: (id: number) => api.put<EnvioResposta>(`${BASE}/envio/${id}/consultar`),
  xml: ({ inventarioId, ...resto }: Referencia) =>
    baixarArquivo(
      inventarioId ? `${EXPORTACAO}/${inventarioId}` : EXPORTACAO,
      inventarioId ? { tipoEstabelecimento: resto.tipoEstabelecimento } : resto,
    ),
  aplicados: () =>
    api.get<Resposta<typeof inventarioDatatableSchema>>('/api/almoxarifado/inventario/list', {
      query: { situacao: 2, start: 0, length: 24 },
    }),
};

/** The last twelve months already ended (BNAFAR takes a month's position from its last day on), by the date's parts. */
function mesesEncerrados(): { value: string; label: string }[] {
  const [ano, mes, dia] = hoje().split('-').map(Number);
  const ultimoDia = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const meses: { value: string; label: string }[] = [];
  let a = ano;
  let m = dia === ultimoDia ? mes : mes - 1;
  while (meses.length < 12) {
    if (m === 0) {
      m = 12;
      a--;
    }
    const mm = String(m).padStart(2, '0');
    meses.push({ value: `${a}-${mm}`, label: `${mm}/${a}` });
    m--;
  }
  return meses;
}

/** What the service answered, as a notification: success with the protocols, or the recorded error. */
const avisar = (r: EnvioResposta) =>
  r.sucesso
    ? feedback.notification.success({ title: 'BNAFAR', description: r.message })
    : feedback.notification.error({ title: 'BNAFAR', description: r.message });

/**
 * "Posição ao BNAFAR" of the inventory page (spec 001 §7 "inventario … and a national drug-base integration"): the
 * position of the session's stock at a month's last day or at an applied inventory, what goes (and what cannot, with
 * the reason), sending it to the Ministry's web service or — when the municipality has no account configured —
 * downloading the XML, and the submissions of that position with their protocol or error.
 */
export function PosicaoBnafarAcao() {
  const pode = usePermission(ALM.bnafarEnviar);
  const [aberto, setAberto] = useState(false);
  if (!pode) return null;
  return (
    <>
      <Button icon={<CloudUploadOutlined />} onClick={() => setAberto(true)}>
        Posição ao BNAFAR
      </Button>
      {aberto && <PosicaoBnafarModal onClose={() => setAberto(false)} />}
    </>
  );
}

function PosicaoBnafarModal({ onClose }: { onClose: () => void }) {
  const meses = mesesEncerrados();
  const [tipoReferencia, setTipoReferencia] = useState<'mes' | 'inventario'>('mes');
  const [competencia, setCompetencia] = useState(meses[0].value);
  const [inventarioId, setInventarioId] = useState<number>();
  const [tipoEstabelecimento, setTipoEstabelecimento] = useState<TipoEstabelecimentoBnafar>();
  const aplicados = useQuery({ queryKey: ['almoxarifado', 'inventario', 'aplicados'], queryFn: bnafarApi.aplicados });
  const ref: Referencia | null =
    tipoReferencia === 'mes' ? { competencia, tipoEstabelecimento } : inventarioId ? { inventarioId, tipoEstabelecimento } : null;
  const previa = useQuery({
    queryKey: ['almoxarifado', 'bnafar', ref],
    queryFn: () => bnafarApi.previa(ref as Referencia),
    enabled: ref !== null,
    retry: false,
    gcTime: 0,
  });
  const p = previa.data;
  const ok = p ? { ...ref, tipoEstabelecimento: tipoEstabelecimento ?? p.tipoEstabelecimento } : null;
  const pronto = !!p && !p.pendencias.length && p.enviaveis > 0;

  const enviar = useMutation({
    mutationFn: () => bnafarApi.enviar(ok as Referencia),
    onSuccess: (r) => {
      avisar(r);
      void previa.refetch();
    },
    onError: handleApiError,
  });
  const consultar = useMutation({
    mutationFn: bnafarApi.consultar,
    onSuccess: (r) => {
      avisar(r);
      void previa.refetch();
    },
    onError: handleApiError,
  });
  const baixar = useMutation({
    mutationFn: () => bnafarApi.xml(ok as Referencia),
    onSuccess: (r) => r.tipo === 'arquivo' && salvarArquivo(r.blob, r.nome),
    onError: handleApiError,
  });

  return (
    <Modal
      open
      title="Posição de estoque ao BNAFAR"
      width={820}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>Fechar</Button>
          <Button icon={<DownloadOutlined />} disabled={!pronto} loading={baixar.isPending} onClick={() => baixar.mutate()}>
            Baixar XML
          </Button>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={!pronto || !p?.configurado}
            loading={enviar.isPending}
            onClick={() => enviar.mutate()}
          >
            Enviar ao BNAFAR
          </Button>
        </Flex>
      }
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label="Referência"
          optionType="button"
          value={tipoReferencia}
          onChange={(e) => setTipoReferencia(e.target.value)}
          options={[
            { value: 'mes', label: 'Fechamento do mês' },
            { value: 'inventario', label: 'Inventário aplicado' },
          ]}
        />
        {tipoReferencia === 'mes' ? (
          <Select aria-label="Mês" style={{ width: 130 }} value={competencia} onChange={setCompetencia} options={meses} />
        ) : (
          <Select
            aria-label="Inventário"
            style={{ width: 260 }}
            placeholder="Escolha o inventário"
            loading={aplicados.isLoading}
            value={inventarioId}
            onChange={setInventarioId}
            notFoundContent="Nenhum inventário aplicado neste estoque"
            options={(aplicados.data?.data ?? []).map((i) => ({
              value: i.id,
              label: `Nº ${i.id}, aplicado em ${formatarDataHora(i.aplicadoEm)}`,
            }))}
          />
        )}
        <Select
          aria-label="Tipo de estabelecimento"
          style={{ width: 300 }}
          value={tipoEstabelecimento ?? p?.tipoEstabelecimento}
          onChange={setTipoEstabelecimento}
          options={TIPOS_ESTABELECIMENTO_BNAFAR.map((t) => ({ value: t.value, label: t.label }))}
        />
      </Flex>
      {ref === null ? (
        <Alert type="info" showIcon title="Escolha o inventário aplicado cuja posição será enviada." />
      ) : previa.isError ? (
        <Alert type="error" showIcon title={(previa.error as { body?: { message?: string } }).body?.message ?? 'Ocorreu um erro'} />
      ) : !p ? (
        <Skeleton active />
      ) : (
        <Previa p={p} consultando={consultar.isPending ? consultar.variables : undefined} onConsultar={(id) => consultar.mutate(id)} />
      )}
    </Modal>
  );
}

function Previa({ p, consultando, onConsultar }: { p: Posicao; consultando?: number; onConsultar: (id: number) => void }) {
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="Estoque">{p.centroCusto.nome}</Descriptions.Item>
        <Descriptions.Item label="Posição em">{`${formatarData(p.data)} (${p.referencia.descricao})`}</Descriptions.Item>
        <Descriptions.Item label="Unidade (CNES)">{`${p.unidade} (${p.cnes ?? 'sem CNES'})`}</Descriptions.Item>
        <Descriptions.Item label="Município (IBGE)">{p.ibge ?? 'não definido'}</Descriptions.Item>
        <Descriptions.Item label="A enviar">{`${p.enviaveis} lote(s), ${p.quantidadeEnviavel} unidade(s)`}</Descriptions.Item>
        <Descriptions.Item label="Ambiente">{p.ambiente === 'producao' ? 'Produção' : 'Homologação'}</Descriptions.Item>
      </Descriptions>
      {p.pendencias.map((m) => (
        <Alert key={m} type="error" showIcon title={m} />
      ))}
      {!p.configurado && p.comoConfigurar && <Alert type="info" showIcon title={p.comoConfigurar} />}
      {p.foraDoBnafar > 0 && (
        <Alert
          type="info"
          title={`${p.foraDoBnafar} lote(s) de materiais que não são medicamentos ficam fora do BNAFAR (sem código CATMAT).`}
        />
      )}
      {p.naoEnviaveis.length > 0 && (
        <>
          <Alert
            type="warning"
            showIcon
            title={`${p.naoEnviaveis.length} lote(s) de medicamentos não podem ser enviados: complete o cadastro do material (Cadastro › Materiais) e gere a posição de novo.`}
          />
          <Table
            size="small"
            rowKey={(l) => `${l.materialId}-${l.lote}`}
            dataSource={p.naoEnviaveis}
            pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { title: 'Material', dataIndex: 'material' },
              { title: 'Lote', dataIndex: 'lote', width: 110 },
              { title: 'Qtd.', dataIndex: 'quantidade', width: 70, align: 'right' },
              { title: 'Motivo', dataIndex: 'motivo' },
            ]}
          />
        </>
      )}
      {p.envios.length > 0 && (
        <Table<Envio>
          size="small"
          rowKey="id"
          dataSource={p.envios}
          pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { title: 'Enviado em', dataIndex: 'enviadoEm', width: 140, render: (v: string) => formatarDataHora(v) },
            { title: 'Por', dataIndex: 'enviadoPor', width: 150 },
            {
              title: 'Situação',
              dataIndex: 'situacao',
              width: 150,
              render: (v: Envio['situacao'], e) => (
                <Tooltip title={e.erro}>
                  <Tag color={COR_SITUACAO[v]}>
                    {e.partes > 1 ? `${SituacaoEnvioNome[v]} (${e.parte}/${e.partes})` : SituacaoEnvioNome[v]}
                  </Tag>
                </Tooltip>
              ),
            },
            { title: 'Protocolo / erro', key: 'protocolo', render: (_: unknown, e) => e.protocolo ?? e.erro },
            {
              title: 'Ações',
              key: 'acoes',
              width: 70,
              align: 'center',
              render: (_: unknown, e) =>
                e.situacao === 'enviado' && (
                  <Tooltip title="Consultar o processamento">
                    <Button
                      type="text"
                      icon={<SyncOutlined />}
                      aria-label={`Consultar o processamento do protocolo ${e.protocolo}`}
                      loading={consultando === e.id}
                      onClick={() => onConsultar(e.id)}
                    />
                  </Tooltip>
                ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
