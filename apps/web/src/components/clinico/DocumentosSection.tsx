import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { hojeIso, TIPO_DOCUMENTO_CLINICO_NOME, TipoDocumentoClinico } from '@saude/shared';
import { Button, Card, Checkbox, Col, Flex, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { dayjs } from '../../lib/dates';
import { Autocomplete } from '../fields/Autocomplete';
import { DateInput } from '../fields/DateInput';
import { TextArea } from '../fields/TextArea';
import { TimeInput } from '../fields/TimeInput';
import type { RegrasDoFormulario } from './regras';

interface Opcao {
  id: number;
  nome: string;
}
/** The CID-10 lookup of the national table. */
export const URL_CID = '/api/cid/autocomplete';

const { ATESTADO, DECLARACAO_COMPARECIMENTO, ENCAMINHAMENTO, ORIENTACAO } = TipoDocumentoClinico;
const ROTULO_ADICIONAR: Record<number, string> = {
  [ATESTADO]: 'Atestado',
  [DECLARACAO_COMPARECIMENTO]: 'Declaração de comparecimento',
  [ENCAMINHAMENTO]: 'Encaminhamento',
  [ORIENTACAO]: 'Orientações',
};

interface Documento {
  tipo?: number;
  exibirCid?: boolean;
}

interface PropsCampos {
  nome: number;
  tipo: number;
  exibirCid: boolean;
  especialidades: Opcao[];
  regras: RegrasDoFormulario;
  rotuloTexto: string;
}

function Campos({ nome, tipo, exibirCid, especialidades, regras, rotuloTexto }: PropsCampos) {
  const r = (c: string) => regras.regra(['documentos', nome, c]);
  switch (tipo) {
    case ATESTADO:
      return (
        <Row gutter={8}>
          <Col xs={12} md={4}>
            <Form.Item name={[nome, 'dias']} label="Dias de afastamento" required rules={r('dias')}>
              <InputNumber style={{ width: '100%' }} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name={[nome, 'dataInicio']} label="A partir de" required rules={r('dataInicio')}>
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={6} style={{ paddingTop: 30 }}>
            {/* CFM Res. 1.658/2002 art. 5: the diagnosis goes on the certificate only with the patient's consent */}
            <Form.Item name={[nome, 'exibirCid']} valuePropName="checked">
              <Checkbox>Exibir o CID (autorizado pelo paciente)</Checkbox>
            </Form.Item>
          </Col>
          {exibirCid && (
            <Col xs={24} md={9}>
              <Form.Item name={[nome, 'cidCodigo']} label="CID no atestado" required rules={r('cidCodigo')}>
                <Autocomplete url={URL_CID} label="CID no atestado" optionLabel="label" />
              </Form.Item>
            </Col>
          )}
        </Row>
      );
    case DECLARACAO_COMPARECIMENTO:
      return (
        <Row gutter={8}>
          <Col xs={12} md={4}>
            <Form.Item name={[nome, 'horaInicio']} label="Das" required rules={r('horaInicio')}>
              <TimeInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name={[nome, 'horaFim']}
              label="Às"
              required
              rules={r('horaFim')}
              dependencies={[['documentos', nome, 'horaInicio']]}
            >
              <TimeInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name={[nome, 'acompanhante']} label="Acompanhante (declaração em nome dele)" rules={r('acompanhante')}>
              <Input maxLength={200} placeholder="Em branco: declaração do paciente" />
            </Form.Item>
          </Col>
        </Row>
      );
    case ENCAMINHAMENTO:
      return (
        <Row gutter={8}>
          <Col xs={24} md={8}>
            <Form.Item name={[nome, 'especialidadeId']} label="Especialidade" required rules={r('especialidadeId')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={especialidades.map((e) => ({ value: e.id, label: e.nome }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name={[nome, 'destino']} label="Serviço de destino" required rules={r('destino')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name={[nome, 'texto']} label="Motivo do encaminhamento" required rules={r('texto')}>
              <TextArea max={4000} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      );
    default:
      return (
        <Form.Item name={[nome, 'texto']} label={rotuloTexto} required rules={r('texto')}>
          <TextArea max={4000} rows={3} />
        </Form.Item>
      );
  }
}

interface PropsDocumentos {
  form: FormInstance;
  especialidades: Opcao[];
  /** The arrival: the declaration covers from it until now. */
  chegada: string;
  regras: RegrasDoFormulario;
  /** A module's own kinds beyond the four (the outpatient medical letter), by its button and text labels. */
  extras?: { tipo: number; nome: string; rotuloTexto: string }[];
}

/**
 * Documents of the attendance: certificate, attendance declaration, referral, written guidance, and a module's own
 * kinds (the outpatient medical letter). Core since issue 17.
 */
export function DocumentosSection({ form, especialidades, chegada, regras, extras = [] }: PropsDocumentos) {
  const documentos = (Form.useWatch('documentos', form) ?? []) as Documento[];
  const nomeDe = (t: number) => TIPO_DOCUMENTO_CLINICO_NOME[t] ?? extras.find((e) => e.tipo === t)?.nome;
  const rotuloDe = (t: number) => (t === ORIENTACAO ? 'Orientações' : (extras.find((e) => e.tipo === t)?.rotuloTexto ?? 'Texto'));
  const novo = (tipo: number) => {
    if (tipo === ATESTADO) return { tipo, dias: 1, dataInicio: hojeIso(), exibirCid: false };
    // the declaration covers from the arrival until now (arrival on an earlier day: from midnight)
    if (tipo === DECLARACAO_COMPARECIMENTO) {
      const inicio = dayjs(chegada);
      return { tipo, horaInicio: inicio.isSame(dayjs(), 'day') ? inicio.format('HH:mm') : '00:00', horaFim: dayjs().format('HH:mm') };
    }
    return { tipo };
  };
  return (
    <Form.List name="documentos">
      {(campos, { add, remove }) => (
        <section aria-label="Documentos">
          {campos.map((campo, i) => {
            const d = documentos[campo.name] ?? {};
            return (
              <Card
                key={campo.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={nomeDe(d.tipo ?? 0) ?? 'Documento'}
                extra={
                  <Button
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(campo.name)}
                    aria-label={`Remover documento ${i + 1}`}
                  >
                    Remover
                  </Button>
                }
              >
                <Form.Item name={[campo.name, 'tipo']} hidden>
                  <input />
                </Form.Item>
                {d.tipo && (
                  <Campos
                    nome={campo.name}
                    tipo={d.tipo}
                    exibirCid={Boolean(d.exibirCid)}
                    especialidades={especialidades}
                    regras={regras}
                    rotuloTexto={rotuloDe(d.tipo)}
                  />
                )}
              </Card>
            );
          })}
          <Flex gap={8} wrap>
            {[ATESTADO, DECLARACAO_COMPARECIMENTO, ENCAMINHAMENTO, ORIENTACAO, ...extras.map((e) => e.tipo)].map((t) => (
              <Button key={t} type="dashed" icon={<PlusOutlined />} onClick={() => add(novo(t))}>
                {ROTULO_ADICIONAR[t] ?? extras.find((e) => e.tipo === t)?.nome}
              </Button>
            ))}
          </Flex>
        </section>
      )}
    </Form.List>
  );
}
