import { formularioDaReceitaAmbulatorio, PERGUNTAS_ASSINATURA, RECEITAS_NAO_PADRONIZADAS, TipoDocumentoAmbulatorio } from '@saude/shared';
import { Badge, Button, Card, Flex, Form, type FormInstance, Tabs, Typography } from 'antd';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import type { EtapaDeAssinatura } from '../../../components/assinatura/use-assinar-etapas';
import { DocumentosSection } from '../../../components/clinico/DocumentosSection';
import { ReceitasSection } from '../../../components/clinico/ReceitasSection';
import type { RegrasDoFormulario } from '../../../components/clinico/regras';
import { TextArea } from '../../../components/fields/TextArea';
import type { ApiError } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { type AtendimentoSalvo, atendimentoApi, type FormularioAtendimento, URL_MEDICAMENTO_AMBULATORIO } from './atendimento.api';
import { ExamesSection } from './exames.section';
import { GestacaoSection } from './gestacao.section';
import { ListaDoPaciente, ProblemasSection } from './problemas.section';
import { RequisicoesSection } from './requisicoes/requisicoes.section';

/** One step: "Atendimento salvo. Deseja assinar?" signs every print of the attendance at once (spec 001 §2). */
export const etapa = (salvo: AtendimentoSalvo): EtapaDeAssinatura => ({
  pergunta: PERGUNTAS_ASSINATURA.atendimentoSalvo,
  documentos: salvo.impressoes.map((i) => ({
    nome: `${i.documento}-${i.id}.pdf`,
    rotulo: i.titulo,
    pdf: () => atendimentoApi.pdfParaAssinar(i),
    guardar: (nome, arquivo) => atendimentoApi.guardarAssinado(i, nome, arquivo),
  })),
  pdfIndisponivel: 'Não foi possível gerar os documentos para assinatura. Tente de novo ou assine depois em Assinaturas pendentes.',
  sucesso: 'Documentos assinados e guardados no atendimento.',
});

const contagem = (n: number) => (n ? <Badge count={n} size="small" color="blue" style={{ marginInlineStart: 4 }} /> : null);
const ROTULO_SOAP = { subjetivo: 'Subjetivo', objetivo: 'Objetivo', avaliacao: 'Avaliação', plano: 'Plano' } as const;

/** The tab a field belongs to, so an error on a hidden tab brings it into view. */
export function abaDoCampo(nome: (string | number)[] | string | undefined): string {
  const raiz = String(Array.isArray(nome) ? nome[0] : (nome ?? '').split('.')[0]);
  const abas: Record<string, string> = {
    problemas: 'problemas',
    dum: 'gestacao',
    usgData: 'gestacao',
    usg_data: 'gestacao',
    usgSemanas: 'gestacao',
    usg_semanas: 'gestacao',
    usgDias: 'gestacao',
    usg_dias: 'gestacao',
    receitas: 'receitas',
    documentos: 'documentos',
    exames: 'exames',
    requisicoes: 'exames',
  };
  return abas[raiz] ?? 'soap';
}

export interface PropsFormulario {
  form: FormInstance;
  regras: RegrasDoFormulario;
  opcoes: FormularioAtendimento['opcoes'];
  paciente: { pacienteId: number; dataNascimento: string | null };
  chegada: string;
  valoresIniciais: Record<string, unknown>;
  salvando: boolean;
  salvar: (valores: Record<string, unknown>) => void;
  cancelar: () => void;
  aoMudar: () => void;
  /** Above the SOAP (the pre-consultation). */
  antesDoSoap?: ReactNode;
  problemasPaciente?: FormularioAtendimento['problemasPaciente'];
  gestacaoEmCurso?: FormularioAtendimento['gestacao'];
  /** Extra tabs (the previous attendances). */
  abasExtras?: { key: string; label: ReactNode; children: ReactNode }[];
}

/** The national exam request a field belongs to ('requisicoes.1.itens.0.codigo' → 1), to open its drawer. */
export function requisicaoDoCampo(nome: (string | number)[] | string | undefined): number | null {
  const partes = Array.isArray(nome) ? nome.map(String) : (nome ?? '').split('.');
  return partes[0] === 'requisicoes' && /^\d+$/.test(partes[1] ?? '') ? Number(partes[1]) : null;
}

/** What a save refusal does to the form: the errors on their fields, the first one's tab (and request) into view. */
export function useRecusa(form: FormInstance) {
  const [aba, setAba] = useState('soap');
  const [requisicao, setRequisicao] = useState<number | null>(null);
  const recusar = (e: unknown) => {
    if (applyFormErrors(form, e)) {
      const primeiro = Object.keys((e as ApiError).body.errors ?? {})[0];
      setAba(abaDoCampo(primeiro));
      setRequisicao(requisicaoDoCampo(primeiro));
    }
    handleApiError(e);
  };
  return { aba, setAba, recusar, requisicao, setRequisicao };
}

/**
 * The attendance's form (store and correction): SOAP, problems/conditions with the patient's list, pregnancy,
 * prescriptions, documents (with the medical letter), exams and the national exam request forms, in tabs all rendered so the shared schema validates
 * the whole form; Ctrl+Enter saves.
 */
export function FormularioAtendimentoAmbulatorio(
  p: PropsFormulario & {
    aba: string;
    setAba: (a: string) => void;
    requisicao: number | null;
    setRequisicao: (i: number | null) => void;
  },
) {
  const { form, regras, aba, setAba } = p;
  const valores = Form.useWatch([], form) as Record<string, unknown[] | undefined> | undefined;
  const n = (k: string) => (valores?.[k] as unknown[] | undefined)?.length ?? 0;
  const abas = [
    {
      key: 'soap',
      label: 'SOAP',
      children: (
        <>
          {p.antesDoSoap}
          {(['subjetivo', 'objetivo', 'avaliacao', 'plano'] as const).map((c, i) => (
            <Form.Item key={c} name={c} label={ROTULO_SOAP[c]} rules={regras.regra([c])}>
              <TextArea max={10_000} rows={3} autoFocus={i === 0} />
            </Form.Item>
          ))}
        </>
      ),
    },
    {
      key: 'problemas',
      label: <>Problemas e condições{contagem(n('problemas'))}</>,
      children: (
        <>
          <ProblemasSection form={form} regras={regras} situacoes={p.opcoes.situacoesProblema} nascimento={p.paciente.dataNascimento} />
          {p.problemasPaciente && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                Lista de problemas do paciente
              </Typography.Title>
              <ListaDoPaciente problemas={p.problemasPaciente} />
            </>
          )}
        </>
      ),
    },
    { key: 'gestacao', label: 'Gestação', children: <GestacaoSection form={form} regras={regras} emCurso={p.gestacaoEmCurso ?? null} /> },
    {
      key: 'receitas',
      label: <>Receitas{contagem(n('receitas'))}</>,
      children: (
        <ReceitasSection
          form={form}
          tipos={p.opcoes.tiposReceita}
          urlMedicamento={URL_MEDICAMENTO_AMBULATORIO}
          regras={regras}
          formulario={formularioDaReceitaAmbulatorio}
          comJustificativa={RECEITAS_NAO_PADRONIZADAS}
        />
      ),
    },
    {
      key: 'documentos',
      label: <>Documentos{contagem(n('documentos'))}</>,
      children: (
        <DocumentosSection
          form={form}
          especialidades={p.opcoes.especialidades}
          chegada={p.chegada}
          regras={regras}
          extras={[{ tipo: TipoDocumentoAmbulatorio.CARTA_MEDICA, nome: 'Carta médica', rotuloTexto: 'Texto da carta médica' }]}
        />
      ),
    },
    {
      key: 'exames',
      label: <>Exames{contagem(n('exames') + n('requisicoes'))}</>,
      children: (
        <>
          <ExamesSection regras={regras} pacienteId={p.paciente.pacienteId} />
          <RequisicoesSection
            form={form}
            regras={regras}
            formularios={p.opcoes.formulariosRequisicao}
            aberta={p.requisicao}
            setAberta={p.setRequisicao}
          />
        </>
      ),
    },
    ...(p.abasExtras ?? []),
  ].map((t) => ({ ...t, forceRender: true }));

  const atalho = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      form.submit();
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      // what has no field (filaId) stays in the store: the shared schema then parses whole and its cross-field rules speak here too
      initialValues={p.valoresIniciais}
      onFinish={() => p.salvar(form.getFieldsValue(true) as Record<string, unknown>)}
      onFinishFailed={({ errorFields }) => {
        setAba(abaDoCampo(errorFields[0]?.name));
        p.setRequisicao(requisicaoDoCampo(errorFields[0]?.name));
      }}
      onValuesChange={(changed) => {
        p.aoMudar();
        clearErrorsOnChange(form)(changed);
      }}
      onKeyDown={atalho}
    >
      <Card size="small" styles={{ body: { paddingTop: 0 } }}>
        <Tabs activeKey={aba} onChange={setAba} items={abas} />
      </Card>
      <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 12 }} wrap>
        <Typography.Text type="secondary">Ctrl+Enter salva o atendimento.</Typography.Text>
        <Flex gap={8}>
          <Button onClick={p.cancelar}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={p.salvando}>
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
