import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hojeIso, MENSAGENS_BNAFAR, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { validarContrato } from '../../../lib/integracoes/bnafar/contrato.fixtures.js';
import { BNAFAR_NAO_CONFIGURADO, NS_HORUS } from '../../../lib/integracoes/bnafar/index.js';
import { buscar, buscarTodos, lerXml, type NoXml } from '../../../lib/integracoes/bnafar/xml.js';
import { type EstoqueDeTeste, emTenant, novoEstoqueDeTeste, novoMaterial, saldoInicial } from '../inventario/estoque-de-teste.fixtures.js';

const USUARIO = 'almox@garanhuns.pe.gov.br';
const SENHA = 'segredo-bnafar';

/** The Ministry's service played by a local HTTP server: it keeps what it got and answers what the test queued. */
interface Recebido {
  autorizacao: string | undefined;
  tipo: string | undefined;
  corpo: string;
}
let servidor: Server;
let endereco: string;
const recebidos: Recebido[] = [];
const respostas: { status: number; corpo: string }[] = [];
const envelope = (corpo: string) =>
  `<?xml version="1.0"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>${corpo}</S:Body></S:Envelope>`;
const protocolo = (n: string) =>
  envelope(
    `<ns2:protocolo xmlns:ns2="${NS_HORUS}"><nuProtocoloEntrada>${n}</nuProtocoloEntrada><dtRecebimento>31-01-2026 10:20:30</dtRecebimento></ns2:protocolo>`,
  );

let ctx: TestContext;
let admin: Record<string, string>;
let e: EstoqueDeTeste;
const competencia = somarDias(hojeIso(), -40).slice(0, 7);
const ultimoDia = new Date(Date.UTC(Number(competencia.slice(0, 4)), Number(competencia.slice(5)), 0)).toISOString().slice(0, 10);
const lotes: Record<string, number> = {};

beforeAll(async () => {
  servidor = createServer((req: IncomingMessage, res) => {
    let corpo = '';
    req.on('data', (c) => {
      corpo += c;
    });
    req.on('end', () => {
      recebidos.push({ autorizacao: req.headers.authorization, tipo: req.headers['content-type'], corpo });
      const r = respostas.shift() ?? { status: 500, corpo: 'sem resposta preparada' };
      res.writeHead(r.status, { 'content-type': 'text/xml; charset=utf-8' }).end(r.corpo);
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  endereco = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/horus-ws-service/HorusWSService/HorusWS`;
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  await configurar(null);
  e = await novoEstoqueDeTeste(ctx);
  await emTenant(ctx.database, e.clienteId, async (tx) => {
    const insulina = await novoMaterial(tx, 'Insulina NPH');
    const losartana = await novoMaterial(tx, 'Losartana 50 mg');
    const dipirona = await novoMaterial(tx, 'Dipirona 500 mg');
    const gaze = await novoMaterial(tx, 'Gaze');
    await tx.execute(
      sql`update material set medicamento = true, catmat = 'BR0342320U0041', tipo_produto_bnafar = 'E' where id = ${insulina.id}`,
    );
    await tx.execute(
      sql`update material set medicamento = true, catmat = 'BR0266630U0118', tipo_produto_bnafar = 'B' where id = ${losartana.id}`,
    );
    await tx.execute(sql`update material set medicamento = true where id = ${dipirona.id}`);
    lotes.insulina = await saldoInicial(tx, e, insulina.id, 'IN01', 40, '12.00', { dias: 70 });
    lotes.losartana = await saldoInicial(tx, e, losartana.id, 'LS01', 300, '0.10', { dias: 70 });
    lotes.dipirona = await saldoInicial(tx, e, dipirona.id, 'DP01', 50, '0.20', { dias: 70 });
    lotes.gaze = await saldoInicial(tx, e, gaze.id, 'GZ01', 10, '1.00', { dias: 70 });
  });
});
afterAll(async () => {
  await configurar(null);
  await ctx.close();
  await new Promise((ok) => servidor.close(ok));
});

/** The municipality's BNAFAR account through the settings page (the password kept encrypted); null removes it. */
async function configurar(conta: { usuario: string; senha: string } | null) {
  const atual = json(await ctx.app.inject({ method: 'GET', url: '/api/administracao/configuracao/edit', headers: admin })).model;
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/administracao/configuracao',
    headers: admin,
    payload: { ...atual, bnafar_usuario: conta?.usuario ?? '', bnafar_senha: conta?.senha ?? '', bnafar_endereco: conta ? endereco : '' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = e.headers) =>
  ctx.app.inject({ method, url, headers, payload });
const envios = () =>
  emTenant(ctx.database, e.clienteId, async (tx) => {
    const { rows } = await tx.execute(sql`
      select situacao, protocolo, erro, registros, payload_hash, ambiente, enviado_por from integracao_envio
       where centro_custo_id = ${e.centroCustoId} order by id`);
    return rows;
  });
const operacao = (xml: string): NoXml => buscar(lerXml(xml), 'Body')?.filhos[0] as NoXml;
const produtos = (op: NoXml) => buscarTodos(op, 'produto').map((p) => Object.fromEntries(p.filhos.map((f) => [f.local, f.texto])));

describe('almoxarifado: posição de estoque ao BNAFAR', () => {
  it('without the web service configured: the preview explains it, the submission is refused and the XML is offered', async () => {
    const previa = await api('GET', `/api/almoxarifado/bnafar/posicao?competencia=${competencia}`);
    expect(previa.statusCode, previa.body).toBe(200);
    const p = json(previa);
    expect(p).toMatchObject({
      configurado: false,
      ambiente: 'homologacao',
      como_configurar: BNAFAR_NAO_CONFIGURADO,
      data: ultimoDia,
      ibge: 2606002,
      tipo_estabelecimento: 'A',
      pendencias: [],
      enviaveis: 2,
      quantidade_enviavel: 340,
      fora_do_bnafar: 1,
      envios: [],
    });
    expect(p.cnes).toMatch(/^\d{7}$/);
    // the medicine without a CATMAT code is listed with the reason, never left out silently
    expect(p.nao_enviaveis).toEqual([expect.objectContaining({ lote: 'DP01', quantidade: 50, motivo: MENSAGENS_BNAFAR.semCatmat })]);

    const envio = await api('POST', '/api/almoxarifado/bnafar/posicao', { competencia, tipo_estabelecimento: 'A' });
    expect(envio.statusCode).toBe(422);
    expect(json(envio).message).toBe(BNAFAR_NAO_CONFIGURADO);
    expect(await envios()).toEqual([]);
    expect(recebidos).toHaveLength(0);

    const arquivo = await api('GET', `/exportacao/almoxarifado/bnafar-posicao?competencia=${competencia}&tipo_estabelecimento=R`);
    expect(arquivo.statusCode, arquivo.body).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(arquivo.headers['content-disposition']).toBe(`attachment; filename="bnafar-posicao-${p.cnes}-${ultimoDia}.xml"`);
    const op = operacao(arquivo.body);
    expect(validarContrato(op, 'informarPosicaoEstoqueEmLote')).toEqual([]);
    expect(buscar(op, 'coIBGE')?.texto).toBe('2606002');
    const dt = ultimoDia.split('-').reverse().join('-');
    expect(produtos(op)).toEqual(
      expect.arrayContaining([
        {
          coRegistroOrigem: String(lotes.insulina),
          nuProduto: 'EBR0342320U0041',
          nuLote: 'IN01',
          dtValidade: expect.any(String),
          qtProduto: '40',
          dtRegistro: dt,
        },
        {
          coRegistroOrigem: String(lotes.losartana),
          nuProduto: 'BBR0266630U0118',
          nuLote: 'LS01',
          dtValidade: expect.any(String),
          qtProduto: '300',
          dtRegistro: dt,
        },
      ]),
    );
    expect(buscarTodos(op, 'coTipoEstabelecimento').map((t) => t.texto)).toEqual(['R', 'R']);

    // a month not ended yet, and a clerk without the permission
    const futuro = somarDias(hojeIso(), 40).slice(0, 7);
    const cedo = await api('GET', `/api/almoxarifado/bnafar/posicao?competencia=${futuro}`);
    expect(cedo.statusCode).toBe(422);
    expect(json(cedo).errors.competencia[0]).toMatch(
      /^A posição do mês só pode ser enviada a partir do último dia do mês \(\d{2}\/\d{2}\/\d{4}\)\.$/,
    );
    const recepcao = (await ctx.login('recepcao')).headers;
    expect((await api('GET', `/api/almoxarifado/bnafar/posicao?competencia=${competencia}`, undefined, recepcao)).statusCode).toBe(403);
  });

  it('configured: posts with HTTP Basic, records the protocol, then the processing; a fault and a 5xx are recorded errors', async () => {
    await configurar({ usuario: USUARIO, senha: SENHA });
    respostas.push({ status: 200, corpo: protocolo('26012606002ABC000123') });
    const envio = await api('POST', '/api/almoxarifado/bnafar/posicao', { competencia, tipo_estabelecimento: 'A' });
    expect(envio.statusCode, envio.body).toBe(201);
    expect(json(envio)).toMatchObject({
      sucesso: true,
      message: 'Posição enviada ao BNAFAR. Protocolo: 26012606002ABC000123.',
      envios: [{ situacao: 'enviado', protocolo: '26012606002ABC000123', registros: 2, ambiente: 'homologacao', parte: 1, partes: 1 }],
    });
    const [pedido] = recebidos;
    expect(pedido.autorizacao).toBe(`Basic ${Buffer.from(`${USUARIO}:${SENHA}`).toString('base64')}`);
    expect(pedido.tipo).toBe('text/xml; charset=utf-8');
    expect(validarContrato(operacao(pedido.corpo), 'informarPosicaoEstoqueEmLote')).toEqual([]);
    expect(
      produtos(operacao(pedido.corpo))
        .map((p) => p.nuProduto)
        .sort(),
    ).toEqual(['BBR0266630U0118', 'EBR0342320U0041']);
    const [gravado] = await envios();
    expect(gravado).toMatchObject({ situacao: 'enviado', protocolo: '26012606002ABC000123', erro: null });
    expect(Number(gravado.enviado_por)).toBe(e.usuarioId);
    expect(gravado.payload_hash).toBe(createHash('sha256').update(pedido.corpo).digest('hex'));

    // the processing result: the query carries the protocol and its receipt instant back
    const id = json(envio).envios[0].id;
    respostas.push({
      status: 200,
      corpo: envelope(
        `<ns2:respostaProcessamentoLote xmlns:ns2="${NS_HORUS}"><identificacao><idOrigem>M</idOrigem><coIBGE>2606002</coIBGE></identificacao><situacaoProcessamento>FINALIZADO</situacaoProcessamento><registro><situacao>S</situacao></registro><registro><situacao>S</situacao></registro></ns2:respostaProcessamentoLote>`,
      ),
    });
    const consulta = await api('PUT', `/api/almoxarifado/bnafar/envio/${id}/consultar`);
    expect(consulta.statusCode, consulta.body).toBe(200);
    expect(json(consulta)).toMatchObject({
      sucesso: true,
      message: MENSAGENS_BNAFAR.processado(2),
      envios: [{ id, situacao: 'processado' }],
    });
    const op = operacao(recebidos[1].corpo);
    expect([op.local, buscar(op, 'nuProtocoloEntrada')?.texto, buscar(op, 'dtRecebimento')?.texto]).toEqual([
      'protocolo',
      '26012606002ABC000123',
      '31-01-2026 10:20:30',
    ]);

    // a SOAP Fault: nothing reached the base, the fault text is recorded and shown
    respostas.push({
      status: 500,
      corpo: envelope(
        '<S:Fault><faultcode>S:Server</faultcode><faultstring>Erro de negócio</faultstring><detail><ns2:inconsistencia xmlns:ns2="x"><codigo>E040</codigo><mensagem>O usuário autenticado não pode informar dados para este código IBGE</mensagem></ns2:inconsistencia></detail></S:Fault>',
      ),
    });
    const recusa = await api('POST', '/api/almoxarifado/bnafar/posicao', { competencia, tipo_estabelecimento: 'A' });
    const textoRecusa = MENSAGENS_BNAFAR.recusado(
      'Erro de negócio; E040 - O usuário autenticado não pode informar dados para este código IBGE',
    );
    expect(recusa.statusCode, recusa.body).toBe(201);
    expect(json(recusa)).toMatchObject({
      sucesso: false,
      message: textoRecusa,
      envios: [{ situacao: 'erro', protocolo: null, erro: textoRecusa }],
    });

    // the service down (HTTP 503 without a fault): a recorded error and a pt-BR message, never a 500 of ours
    respostas.push({ status: 503, corpo: 'Service Unavailable' });
    const fora = await api('POST', '/api/almoxarifado/bnafar/posicao', { competencia, tipo_estabelecimento: 'A' });
    expect(fora.statusCode).toBe(201);
    expect(json(fora)).toMatchObject({ sucesso: false, message: MENSAGENS_BNAFAR.indisponivel('serviço respondeu HTTP 503') });
    expect((await envios()).map((r) => r.situacao)).toEqual(['processado', 'erro', 'erro']);

    // the preview lists the submissions of the reference, latest first
    const previa = json(await api('GET', `/api/almoxarifado/bnafar/posicao?competencia=${competencia}`));
    expect(previa).toMatchObject({ configurado: true, como_configurar: null });
    expect(previa.envios.map((x: { situacao: string }) => x.situacao)).toEqual(['erro', 'erro', 'processado']);
  });

  it('an applied inventory goes at its application day; one in progress is refused, another stock’s is not found', async () => {
    const aberto = await api('POST', '/api/almoxarifado/inventario', {});
    expect(aberto.statusCode, aberto.body).toBe(201);
    const id = json(aberto).id;
    const emAndamento = await api('GET', `/api/almoxarifado/bnafar/posicao?inventario_id=${id}`);
    expect(emAndamento.statusCode).toBe(422);
    expect(json(emAndamento).errors).toEqual({ inventario_id: [MENSAGENS_BNAFAR.inventarioNaoAplicado] });

    const itens = json(await api('GET', `/api/almoxarifado/inventario/${id}/itens?length=50&start=0`)).data as Record<string, number>[];
    const contagem = itens.map((i) => ({ id: i.id, quantidade_contada: i.lote_id === lotes.insulina ? 35 : i.quantidade_esperada }));
    expect((await api('PUT', `/api/almoxarifado/inventario/${id}/contagem`, { itens: contagem })).statusCode).toBe(200);
    expect((await api('PUT', `/api/almoxarifado/inventario/${id}/aplicar`)).statusCode).toBe(200);

    const previa = await api('GET', `/api/almoxarifado/bnafar/posicao?inventario_id=${id}`);
    expect(previa.statusCode, previa.body).toBe(200);
    expect(json(previa)).toMatchObject({
      data: hojeIso(),
      referencia: { tipo: 'inventario', inventario_id: id },
      enviaveis: 2,
      envios: [],
    });
    const arquivo = await api('GET', `/exportacao/almoxarifado/bnafar-posicao/${id}`);
    expect(arquivo.statusCode).toBe(200);
    const insulina = produtos(operacao(arquivo.body)).find((p) => p.nuLote === 'IN01');
    expect(insulina?.qtProduto).toBe('35');

    const outro = await novoEstoqueDeTeste(ctx);
    expect((await api('GET', `/api/almoxarifado/bnafar/posicao?inventario_id=${id}`, undefined, outro.headers)).statusCode).toBe(404);
  });

  it('the demo: the central stock’s applied inventory has two medicines to send and one listed without CATMAT', async () => {
    const demo = await ctx.loginNoCentro('almoxarifado', 'Estoque Central');
    const lista = json(await api('GET', '/api/almoxarifado/inventario/list?situacao=2&length=10&start=0', undefined, demo)).data;
    expect(lista.length).toBeGreaterThan(0);
    const p = json(await api('GET', `/api/almoxarifado/bnafar/posicao?inventario_id=${lista[0].id}`, undefined, demo));
    expect(p).toMatchObject({ centro_custo: { nome: 'Estoque Central' }, pendencias: [], enviaveis: 2, tipo_estabelecimento: 'A' });
    expect(p.nao_enviaveis).toEqual([expect.objectContaining({ lote: 'DP24201', motivo: MENSAGENS_BNAFAR.semCatmat })]);
    expect(p.fora_do_bnafar).toBeGreaterThan(0);
  });
});
