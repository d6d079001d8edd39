import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, SaveOutlined } from '@ant-design/icons';
import { NOME_MODALIDADE_IMAGEM, TAMANHO_MAXIMO_ANEXO_IMAGEM, TIPOS_ANEXO_IMAGEM } from '@saude/shared';
import { Button, Card, Col, Descriptions, Form, Input, List, Row, Select, Space, Tag, Timeline, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { salvarArquivo } from '../../../lib/impressao';
import { laudoImagemApi, type TelaLaudo } from './laudo.api';

const SITUACAO_LAUDO: Record<number, { nome: string; cor: string }> = {
  1: { nome: 'Lançado (aguarda assinatura)', cor: 'gold' },
  2: { nome: 'Assinado', cor: 'green' },
  3: { nome: 'Substituído', cor: 'default' },
};

export interface ValoresLaudo {
  modeloId?: number | null;
  texto: string;
  conclusao?: string | null;
  motivo?: string;
}

/**
 * The report editor of an imaging exam (issue 22): the exam's header, the template picker (its text already filled
 * with the exam's data), the findings and the conclusion, the attachments and the history of versions. `comMotivo`:
 * a new version of a signed report, which asks why.
 */
export function EditorLaudo({
  tela,
  comMotivo = false,
  podeAnexar = true,
  aoSalvar,
  aoMudarAnexos,
  rotuloSalvar = 'Salvar laudo',
}: {
  tela: TelaLaudo;
  comMotivo?: boolean;
  podeAnexar?: boolean;
  aoSalvar: (v: ValoresLaudo) => Promise<void>;
  aoMudarAnexos: () => void;
  rotuloSalvar?: string;
}) {
  const [form] = Form.useForm<ValoresLaudo>();
  const [salvando, setSalvando] = useState(false);
  const e = tela.exame;
  useEffect(() => {
    form.setFieldsValue({ texto: tela.laudo?.texto ?? '', conclusao: tela.laudo?.conclusao ?? '', modeloId: undefined });
  }, [tela.laudo, form]);
  const aplicarModelo = (id: number | undefined) => {
    const m = tela.modelos.find((x) => x.id === id);
    if (m) form.setFieldsValue({ texto: m.texto, conclusao: m.conclusao ?? '' });
  };
  const salvar = async (v: ValoresLaudo) => {
    setSalvando(true);
    try {
      await aoSalvar(v);
    } catch (err) {
      if (!applyFormErrors(form, err)) handleApiError(err);
    } finally {
      setSalvando(false);
    }
  };
  const anexar = async (arquivo: File) => {
    if (!(TIPOS_ANEXO_IMAGEM as readonly string[]).includes(arquivo.type)) {
      feedback.notification.error({ title: 'Arquivo recusado', description: 'Envie uma imagem JPEG ou PNG ou um PDF.' });
      return;
    }
    if (arquivo.size > TAMANHO_MAXIMO_ANEXO_IMAGEM) {
      feedback.notification.error({ title: 'Arquivo recusado', description: 'O arquivo deve ter no máximo 10 MB.' });
      return;
    }
    try {
      await laudoImagemApi.anexar(e.id, arquivo);
      aoMudarAnexos();
    } catch (err) {
      handleApiError(err);
    }
  };
  const baixar = async (id: number) => {
    try {
      const r = await laudoImagemApi.baixarAnexo(id);
      if (r.tipo === 'arquivo') salvarArquivo(r.blob, r.nome);
    } catch (err) {
      handleApiError(err);
    }
  };
  const excluir = async (id: number) => {
    try {
      await laudoImagemApi.excluirAnexo(id);
      aoMudarAnexos();
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <Row gutter={12}>
      <Col span={17}>
        <Card size="small" style={{ marginBottom: 8 }}>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="Paciente">
              {e.paciente} {e.urgente && <Tag color="red">Urgência</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="Idade">{e.idade}</Descriptions.Item>
            <Descriptions.Item label="Sexo">{e.sexo}</Descriptions.Item>
            <Descriptions.Item label="Exame">{e.exame}</Descriptions.Item>
            <Descriptions.Item label="Modalidade">{e.modalidade ? NOME_MODALIDADE_IMAGEM[e.modalidade] : '—'}</Descriptions.Item>
            <Descriptions.Item label="Solicitante">{e.solicitante ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Data">{formatarData(e.data)}</Descriptions.Item>
            <Descriptions.Item label="Realizado em">{formatarDataHora(e.realizadoEm)}</Descriptions.Item>
            <Descriptions.Item label="Equipamento">{e.equipamento ?? '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Form form={form} layout="vertical" onFinish={salvar}>
          <Form.Item label="Modelo de laudo" name="modeloId">
            <Select
              aria-label="Modelo de laudo"
              allowClear
              placeholder={tela.modelos.length ? 'Escolha um modelo' : 'Nenhum modelo para este exame'}
              options={tela.modelos.map((m) => ({ value: m.id, label: m.nome }))}
              onChange={(v) => aplicarModelo(v)}
            />
          </Form.Item>
          <Form.Item label="Laudo" name="texto" rules={[{ required: true, message: 'O campo Laudo é obrigatório.' }]}>
            <Input.TextArea aria-label="Laudo" rows={9} />
          </Form.Item>
          <Form.Item label="Conclusão" name="conclusao">
            <Input.TextArea aria-label="Conclusão" rows={2} />
          </Form.Item>
          {comMotivo && (
            <Form.Item
              label="Motivo da alteração"
              name="motivo"
              rules={[{ required: true, message: 'O campo Motivo da alteração é obrigatório.' }]}
            >
              <Input.TextArea aria-label="Motivo da alteração" rows={2} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={salvando}>
            {rotuloSalvar}
          </Button>
        </Form>
      </Col>
      <Col span={7}>
        <Card size="small" title="Anexos" style={{ marginBottom: 8 }}>
          <List
            size="small"
            dataSource={tela.anexos}
            locale={{ emptyText: 'Nenhum anexo.' }}
            renderItem={(a) => (
              <List.Item
                actions={[
                  <Button key="b" size="small" aria-label={`Baixar ${a.nome}`} icon={<DownloadOutlined />} onClick={() => baixar(a.id)} />,
                  ...(podeAnexar
                    ? [
                        <Button
                          key="e"
                          size="small"
                          danger
                          aria-label={`Excluir ${a.nome}`}
                          icon={<DeleteOutlined />}
                          onClick={() => excluir(a.id)}
                        />,
                      ]
                    : []),
                ]}
              >
                <Typography.Text ellipsis style={{ maxWidth: 160 }}>
                  {a.nome}
                </Typography.Text>
              </List.Item>
            )}
          />
          {podeAnexar && (
            <Upload
              accept=".jpg,.jpeg,.png,.pdf"
              showUploadList={false}
              beforeUpload={(f) => {
                void anexar(f);
                return false;
              }}
            >
              <Button size="small" icon={<PaperClipOutlined />}>
                Anexar imagem ou PDF (até 10 MB)
              </Button>
            </Upload>
          )}
        </Card>
        <Card size="small" title="Histórico de versões">
          {tela.versoes.length ? (
            <Timeline
              items={tela.versoes.map((v) => ({
                key: v.id,
                children: (
                  <Space direction="vertical" size={0}>
                    <span>
                      <strong>Versão {v.versao}</strong>{' '}
                      <Tag color={SITUACAO_LAUDO[v.situacao]?.cor}>{SITUACAO_LAUDO[v.situacao]?.nome}</Tag>
                    </span>
                    <span>
                      Lançado por {v.lancadoPor} em {formatarDataHora(v.lancadoEm)}
                    </span>
                    {v.assinadoPor && (
                      <span>
                        Assinado por {v.assinadoPor} em {formatarDataHora(v.assinadoEm)}
                      </span>
                    )}
                    {v.motivoAlteracao && <span>Motivo: {v.motivoAlteracao}</span>}
                    <Typography.Paragraph
                      type="secondary"
                      ellipsis={{ rows: 2, expandable: true, symbol: 'ver texto' }}
                      style={{ margin: 0 }}
                    >
                      {v.texto}
                      {v.conclusao ? ` — Conclusão: ${v.conclusao}` : ''}
                    </Typography.Paragraph>
                  </Space>
                ),
              }))}
            />
          ) : (
            <Typography.Text type="secondary">Nenhuma versão lançada.</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
