import { FUSOS_HORARIOS_BR } from '@saude/shared';
import { Button, Card, Col, Flex, Image, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { FileUpload } from '../../../components/fields/FileUpload';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { sessionStore } from '../../../lib/session';
import { enviarLogotipo, lerComoDataUrl, type MunicipioOpcao, salvarFusoHorario, salvarMunicipio } from './configuracao.api';

const OPCOES_FUSO = FUSOS_HORARIOS_BR.map((f) => ({ value: f.valor, label: f.rotulo }));

interface Props {
  logotipo: string | null;
  municipio: MunicipioOpcao | null;
  fusoHorario: string;
  podeEditar: boolean;
}

/** Who the municipality is on the login page and in printed headers: its city (IBGE) and logo; and its clock. */
export function IdentificacaoCard({ logotipo, municipio, fusoHorario, podeEditar }: Props) {
  const [logo, setLogo] = useState(logotipo);
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [cidade, setCidade] = useState<number | null>(municipio?.id ?? null);
  const [fuso, setFuso] = useState(fusoHorario);
  const [fusoSalvo, setFusoSalvo] = useState(fusoHorario);
  const [ocupado, setOcupado] = useState<'logo' | 'cidade' | 'fuso' | null>(null);
  const executar = async (qual: 'logo' | 'cidade' | 'fuso', acao: () => Promise<string>) => {
    setOcupado(qual);
    try {
      feedback.notification.success({ title: 'Sucesso', description: await acao() });
    } catch (e) {
      handleApiError(e);
    } finally {
      setOcupado(null);
    }
  };
  const enviar = () =>
    executar('logo', async () => {
      const r = await enviarLogotipo(await lerComoDataUrl(arquivos[0] as File));
      setLogo(r.logotipo);
      setArquivos([]);
      return 'Logotipo atualizado.';
    });
  const salvarCidade = () =>
    executar('cidade', async () => {
      const r = await salvarMunicipio(cidade as number);
      return `Município atualizado: ${r.municipio.label}.`;
    });
  const salvarFuso = () =>
    executar('fuso', async () => {
      const r = await salvarFusoHorario(fuso);
      setFusoSalvo(r.fusoHorario);
      // this screen's own clock moves at once; the other users' on their next login
      const sessao = sessionStore.get();
      if (sessao) sessionStore.save({ ...sessao, fusoHorario: r.fusoHorario });
      return `Fuso horário atualizado: ${OPCOES_FUSO.find((o) => o.value === r.fusoHorario)?.label ?? r.fusoHorario}.`;
    });

  return (
    <Card title="Identificação" style={{ marginBottom: 16 }}>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Typography.Paragraph strong>Município (IBGE)</Typography.Paragraph>
          <Flex gap={8}>
            <Autocomplete<MunicipioOpcao>
              url="/api/intranet/municipio/autocomplete"
              label="Município"
              optionLabel="label"
              value={cidade}
              onChange={(v) => setCidade(typeof v === 'number' ? v : v ? Number(v) : null)}
              itemInicial={municipio}
              disabled={!podeEditar}
              style={{ flex: 1 }}
            />
            {podeEditar && (
              <Button disabled={!cidade || cidade === municipio?.id} loading={ocupado === 'cidade'} onClick={() => void salvarCidade()}>
                Salvar município
              </Button>
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Aparece na tela de login e nos cabeçalhos impressos.
          </Typography.Paragraph>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Paragraph strong>Logotipo</Typography.Paragraph>
          <Flex gap={16} align="center" wrap>
            {logo ? (
              <Image src={logo} alt="Logotipo do município" width={80} preview={false} />
            ) : (
              <Typography.Text type="secondary">Nenhum logotipo enviado.</Typography.Text>
            )}
            {podeEditar && (
              <Flex gap={8} align="center" wrap>
                <FileUpload value={arquivos} onChange={setArquivos} accept=".png,.jpg,.svg" maxMb={0.5} textoBotao="Escolher imagem" />
                <Button type="primary" disabled={!arquivos.length} loading={ocupado === 'logo'} onClick={() => void enviar()}>
                  Enviar logotipo
                </Button>
              </Flex>
            )}
          </Flex>
        </Col>
        <Col xs={24} md={12} style={{ marginTop: 16 }}>
          <Typography.Paragraph strong>Fuso horário</Typography.Paragraph>
          <Flex gap={8}>
            <Select
              aria-label="Fuso horário"
              options={OPCOES_FUSO}
              value={fuso}
              onChange={setFuso}
              disabled={!podeEditar}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ flex: 1 }}
            />
            {podeEditar && (
              <Button disabled={fuso === fusoSalvo} loading={ocupado === 'fuso'} onClick={() => void salvarFuso()}>
                Salvar fuso horário
              </Button>
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            O relógio do município: datas e horas das telas, impressos e relatórios, e o “hoje” de cada consulta.
          </Typography.Paragraph>
        </Col>
      </Row>
    </Card>
  );
}
