import { DESTINOS_COM_DETALHE, DESTINOS_QUE_ENCERRAM, DestinoAtendimento } from '@saude/shared';
import { Alert, Col, Form, type FormInstance, Radio, Row, Select } from 'antd';
import { TextArea } from '../../../components/fields/TextArea';
import type { FormularioAtendimentoMedico } from './atendimento-medico.api';
import { regra } from './regras';

const ROTULO_DETALHE: Record<number, string> = {
  [DestinoAtendimento.TRANSFERENCIA]: 'Hospital ou serviço de destino',
  [DestinoAtendimento.OBITO]: 'Circunstâncias do óbito',
  [DestinoAtendimento.ENCAMINHAMENTO_REDE]: 'Serviço da rede (opcional)',
  [DestinoAtendimento.INTERNACAO]: 'Hospital / observações (opcional)',
};

/**
 * Where the patient goes: the outcomes that end the stay close the queue entry (the FAA then waits for
 * closing); observation and medication send the patient to that queue of the unit.
 */
export function DestinoSection({ form, opcoes }: { form: FormInstance; opcoes: FormularioAtendimentoMedico['form'] }) {
  const destino = Form.useWatch('destino', form) as number | undefined;
  const filas =
    destino === DestinoAtendimento.OBSERVACAO
      ? { rotulo: 'Sala de observação', centros: opcoes.centrosObservacao }
      : destino === DestinoAtendimento.MEDICACAO_REAVALIACAO
        ? { rotulo: 'Fila de medicação', centros: opcoes.centrosMedicacao }
        : null;

  return (
    <section aria-label="Destino">
      <Form.Item name="destino" label="Destino do paciente" required rules={regra(['destino'])}>
        <Radio.Group
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}
          options={opcoes.destinos.map((d) => ({ value: d.id, label: d.nome }))}
          onChange={(e) => {
            const novo = e.target.value as number;
            const centros = novo === DestinoAtendimento.OBSERVACAO ? opcoes.centrosObservacao : opcoes.centrosMedicacao;
            form.setFieldValue('destinoCentroCustoId', centros[0]?.id ?? null);
          }}
        />
      </Form.Item>
      <Row gutter={12}>
        {filas && (
          <Col xs={24} md={8}>
            <Form.Item name="destinoCentroCustoId" label={filas.rotulo} required>
              <Select aria-label={filas.rotulo} options={filas.centros.map((c) => ({ value: c.id, label: c.nome }))} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={filas ? 16 : 24}>
          <Form.Item
            name="destinoDetalhe"
            label={ROTULO_DETALHE[destino ?? 0] ?? 'Detalhe do destino (opcional)'}
            required={destino !== undefined && destino in DESTINOS_COM_DETALHE}
            rules={regra(['destinoDetalhe'])}
            dependencies={['destino']}
          >
            <TextArea max={1000} rows={2} />
          </Form.Item>
        </Col>
      </Row>
      {filas && !filas.centros.length && (
        <Alert type="error" showIcon title={`Esta unidade não tem ${filas.rotulo.toLowerCase()} cadastrada.`} />
      )}
      {destino !== undefined && DESTINOS_QUE_ENCERRAM.includes(destino) && (
        <Alert type="info" showIcon title="Ao salvar, o paciente sai da fila e o desfecho fica registrado na FAA." />
      )}
    </section>
  );
}
