import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { type Browser, capturarFalha, entrar, openBrowser } from '../support/browser.js';

// three people, three browsers: the reception, the triage nurse and the doctor (issue 6)
let recepcao: Browser;
let enfermagem: Browser;
let medico: Browser;
let paciente: string;
let cpf: string;

async function token(baseUrl: string, login: string) {
  const r = await fetch(`${baseUrl}/api/administracao/autenticacao/login`, {
    method: 'POST',
    headers: { 'x-cliente': 'demo', 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha: 'saude123' }),
  });
  return ((await r.json()) as { token: string }).token;
}

beforeAll(async () => {
  [recepcao, enfermagem, medico] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
  const base = recepcao.baseUrl;
  // a registered patient with no open attendance (the demo morning has some in its queues)
  const h = { 'x-cliente': 'demo', authorization: `Bearer ${await token(base, 'admin')}` };
  const r = await fetch(`${base}/api/cadastro/paciente/datatable?length=100&start=900`, { headers: h });
  type Linha = {
    nome: string;
    nome_civil: string;
    cpf: string | null;
    bloqueado: boolean;
    provisorio: boolean;
    data_obito: string | null;
    unificado_em_id: number | null;
  };
  const linhas = ((await r.json()) as { data: Linha[] }).data;
  const ocupados = new Set<string>();
  const destinos = (
    (await (await fetch(`${base}/api/pronto-atendimento/recepcao/create`, { headers: h })).json()) as {
      form?: { destinos: { id: number; setor_tipo_id: number }[] };
    }
  ).form?.destinos;
  for (const d of destinos ?? []) {
    const q = await fetch(`${base}/api/pronto-atendimento/fila?centro_custo_id=${d.id}&setor_tipo_id=${d.setor_tipo_id}`, { headers: h });
    for (const e of ((await q.json()) as { data: { model: { fila: { paciente: { nome: string } }[] } } }).data.model.fila)
      ocupados.add(e.paciente.nome);
  }
  const escolhido = linhas.find(
    (l) =>
      l.cpf && !l.bloqueado && !l.provisorio && !l.data_obito && !l.unificado_em_id && l.nome === l.nome_civil && !ocupados.has(l.nome),
  );
  paciente = escolhido?.nome as string;
  // names repeat in the demo registry: the reception searches by CPF, which is unique
  cpf = escolhido?.cpf as string;
  for (const [b, login] of [
    [recepcao, 'recepcao'],
    [enfermagem, 'enfermagem'],
    [medico, 'medico'],
  ] as const) {
    await entrar(b.page, b.baseUrl, login);
    await b.page.waitForURL(`${b.baseUrl}/dashboard`);
  }
});
afterAll(async () => {
  await Promise.all([recepcao?.close(), enfermagem?.close(), medico?.close()]);
});
afterEach(capturarFalha(() => enfermagem));

describe('pronto atendimento: a recepção põe na fila, a triagem classifica, o médico recebe — sem recarregar', () => {
  it('the queue screens of the nurse and the doctor update live as the patient moves', async () => {
    for (const b of [enfermagem, medico]) {
      await b.page.goto(`${b.baseUrl}/pronto-atendimento/fila-atendimento/index`);
      await b.page.getByText('Atualização automática').waitFor();
    }
    // the demo morning is already there: the unknown patient brought by the SAMU waits at the triage
    await enfermagem.page.getByText('Paciente não identificado').first().waitFor();

    const r = recepcao.page;
    await r.goto(`${recepcao.baseUrl}/pronto-atendimento/atendimento-recepcao/create`);
    await r.getByRole('combobox', { name: 'Paciente' }).fill(cpf);
    await r.locator('.ant-select-item-option', { hasText: paciente }).first().click();
    await r.getByRole('button', { name: /Receber/ }).click();
    // the success banner, not any "FAA nº" (a refusal for an open attendance names the FAA too)
    await r.getByText(`Último paciente recebido: ${paciente}`, { exact: false }).waitFor();

    // the nurse's screen shows the new patient without a reload
    const e = enfermagem.page;
    await e.getByRole('row', { name: new RegExp(paciente) }).waitFor();
    await e.getByRole('button', { name: `Atender ${paciente}` }).click();
    await e.waitForURL(/\/pronto-atendimento\/atendimento-triagem\/create\/\d+\/\d+/);
    await e.getByLabel('Queixa principal').fill('Dor abdominal intensa há 3 horas, com vômitos');
    await e.locator('label.ant-radio-button-wrapper', { hasText: 'Laranja' }).click();
    await e.getByRole('button', { name: /Salvar/ }).click();
    await e.waitForURL(/\/pronto-atendimento\/fila-atendimento\/index/);

    // the doctor's queue gets the orange patient live, too
    const m = medico.page;
    const linha = m.getByRole('row', { name: new RegExp(paciente) });
    await linha.waitFor();
    await linha.getByText('Laranja').waitFor();
    await m
      .getByRole('button', { name: `Chamar ${paciente}` })
      .first()
      .click();
    await m.getByRole('button', { name: `Atender ${paciente}` }).click();
    await m.getByRole('button', { name: `Finalizar ${paciente}` }).waitFor();
  });
});
