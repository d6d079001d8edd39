import { describe, expect, it } from 'vitest';
import {
  type Calendario,
  type DoseAplicada,
  type ItemCalendario,
  lerPeriodo,
  type PacienteVacinal,
  CALENDARIO_PNI as PNI,
  periodoPorExtenso,
  proximaDose,
  type RegraDose,
  situacaoDoCalendario,
  somarPeriodo,
  validarAplicacao,
} from './calendario.js';

const crianca = (nascimento: string): PacienteVacinal => ({ nascimento, sexo: 'M', gestante: false });
const d = (sigla: string, dose: DoseAplicada['dose'], data: string): DoseAplicada => ({ sigla, dose, data });
const com = (itens: ItemCalendario[], situacao: ItemCalendario['situacao']) =>
  itens.filter((i) => i.situacao === situacao).map((i) => `${i.sigla} ${i.dose}`);
const item = (itens: ItemCalendario[], sigla: string, dose = itens.find((i) => i.sigla === sigla)?.dose) =>
  itens.find((i) => i.sigla === sigla && i.dose === dose);

describe('períodos do calendário', () => {
  it('adds ages by calendar parts, the month end when the day does not exist', () => {
    expect(somarPeriodo('2024-01-31', '1m')).toBe('2024-02-29');
    expect(somarPeriodo('2026-09-27', '42d')).toBe('2026-11-08');
    expect(somarPeriodo('2026-09-27', '4a11m29d')).toBe('2031-09-25');
    expect(somarPeriodo('2026-11-27', '1m15d')).toBe('2027-01-11');
  });
  it('writes periods out in pt-BR and refuses a malformed one', () => {
    expect(periodoPorExtenso('4a11m29d')).toBe('4 anos, 11 meses e 29 dias');
    expect(periodoPorExtenso('1m15d')).toBe('1 mês e 15 dias');
    expect(periodoPorExtenso('42d')).toBe('42 dias');
    expect(() => lerPeriodo('2 meses')).toThrow();
  });
});

describe('dados do calendário PNI', () => {
  const siglas = new Set(PNI.vacinas.map((v) => v.sigla));
  const regras = PNI.vacinas.flatMap((v) => v.doses.map((r) => [v, r] as const));
  it('has unique keys and references only vaccines and doses it holds', () => {
    expect(siglas.size).toBe(PNI.vacinas.length);
    const existe = (r: { sigla: string; dose: string }) =>
      PNI.vacinas.some((v) => v.sigla === r.sigla && v.doses.some((x) => x.dose === r.dose));
    for (const [, r] of regras) {
      if (r.apos) expect(existe(r.apos), JSON.stringify(r.apos)).toBe(true);
      for (const x of r.dispensadaPor ?? []) expect(existe(x), JSON.stringify(x)).toBe(true);
      for (const s of r.contam ?? []) expect(siglas.has(s), s).toBe(true);
    }
    for (const v of PNI.vacinas)
      for (const eq of Object.values(v.equivaleA ?? {}).flat()) expect(existe(eq), JSON.stringify(eq)).toBe(true);
  });
  it('has readable periods and a minimum age never after the maximum', () => {
    const campos: (keyof RegraDose)[] = ['idadeRecomendada', 'idadeMinima', 'idadeMaxima', 'intervaloMinimo'];
    for (const [v, r] of regras) {
      for (const c of campos) if (r[c]) expect(() => lerPeriodo(r[c] as string), `${v.sigla} ${c}`).not.toThrow();
      if (r.idadeMaxima) expect(somarPeriodo('2000-01-01', r.idadeMinima) <= somarPeriodo('2000-01-01', r.idadeMaxima), v.sigla).toBe(true);
    }
  });
});

describe('situacaoDoCalendario', () => {
  it("lists a 2-month-old's due doses and what comes next", () => {
    const itens = situacaoDoCalendario(
      PNI,
      crianca('2026-09-27'),
      [d('BCG', 'DU', '2026-09-27'), d('HB', 'DN', '2026-09-27')],
      '2026-11-27',
    );
    expect(com(itens, 'devida')).toEqual(['PENTA D1', 'VIP D1', 'VORH D1', 'VPC10 D1']);
    expect(com(itens, 'aplicada')).toEqual(['BCG DU', 'HB DN']);
    expect(item(itens, 'MENC', 'D1')).toMatchObject({ situacao: 'em_dia', devidaEm: '2026-12-27' });
    expect(item(itens, 'PENTA', 'D2')).toMatchObject({ situacao: 'em_dia', devidaEm: '2027-01-27' });
    expect(com(itens, 'atrasada')).toEqual([]);
    // influenza starts at 6 months: no line yet
    expect(item(itens, 'INF')).toBeUndefined();
  });

  it('a 15-month-old with Penta D1 and D2: D3 is late, the boosters follow from it', () => {
    const itens = situacaoDoCalendario(
      PNI,
      crianca('2025-08-27'),
      [d('PENTA', 'D1', '2025-10-27'), d('PENTA', 'D2', '2025-12-27')],
      '2026-11-27',
    );
    expect(item(itens, 'PENTA', 'D3')).toMatchObject({ situacao: 'atrasada', devidaEm: '2026-02-27' });
    expect(item(itens, 'DTP', 'REF1')).toMatchObject({ situacao: 'devida', devidaEm: '2026-11-27' });
    expect(item(itens, 'VORH', 'D1')?.situacao).toBe('fora_da_faixa');
    expect(item(itens, 'SCR', 'D1')?.situacao).toBe('atrasada');
    // the tetraviral is a way to record SCR D2 + varicela D1, not a line of its own
    expect(item(itens, 'SCRV')).toBeUndefined();
  });

  it('a 15-month-old up to date: the 15-month doses are due, influenza of the season is given', () => {
    const hist = [
      ...['D1', 'D2', 'D3'].map((x, i) => d('PENTA', x as 'D1', ['2025-10-27', '2025-12-27', '2026-02-27'][i] as string)),
      ...['D1', 'D2', 'D3'].map((x, i) => d('VIP', x as 'D1', ['2025-10-27', '2025-12-27', '2026-02-27'][i] as string)),
      d('SCR', 'D1', '2026-08-27'),
      d('FA', 'D1', '2026-05-27'),
      d('INF', 'DP', '2026-04-15'),
    ];
    const itens = situacaoDoCalendario(PNI, crianca('2025-08-27'), hist, '2026-11-27');
    for (const x of ['VIP REF', 'DTP REF1', 'SCR D2', 'VZ D1', 'HA DU']) expect(com(itens, 'devida')).toContain(x);
    expect(item(itens, 'INF')).toMatchObject({ situacao: 'aplicada', aplicadaEm: '2026-04-15', devidaEm: '2027-04-15' });
    expect(item(itens, 'FA', 'REF')).toMatchObject({ situacao: 'em_dia', devidaEm: '2029-08-27' });
  });

  it('a tetraviral counts as SCR D2 and varicela D1', () => {
    const itens = situacaoDoCalendario(
      PNI,
      crianca('2025-08-27'),
      [d('SCR', 'D1', '2026-08-27'), d('SCRV', 'DU', '2026-11-27')],
      '2026-11-27',
    );
    expect(item(itens, 'SCR', 'D2')).toMatchObject({ situacao: 'aplicada', aplicadaEm: '2026-11-27' });
    expect(item(itens, 'VZ', 'D1')?.situacao).toBe('aplicada');
    expect(item(itens, 'VZ', 'D2')).toMatchObject({ situacao: 'em_dia', devidaEm: '2029-08-27' });
  });

  it("a pregnant woman's dTpa, influenza and COVID-19 are due now; not for a woman who is not pregnant", () => {
    const gestante: PacienteVacinal = { nascimento: '1996-05-10', sexo: 'F', gestante: true };
    const itens = situacaoDoCalendario(PNI, gestante, [], '2026-11-27');
    expect(item(itens, 'DTPA')).toMatchObject({ situacao: 'devida', devidaEm: '2026-11-27', rotulo: 'Dose da gestação' });
    expect(item(itens, 'INF')?.situacao).toBe('devida');
    expect(item(itens, 'COVID', 'DP')).toMatchObject({ situacao: 'devida', rotulo: 'Dose da gestação' });
    const naoGestante = situacaoDoCalendario(PNI, { ...gestante, gestante: false }, [], '2026-11-27');
    expect(item(naoGestante, 'DTPA')).toBeUndefined();
    expect(item(naoGestante, 'INF')).toBeUndefined();
  });

  it('a dTpa of this pregnancy is given; one of a pregnancy two years ago is not', () => {
    const gestante: PacienteVacinal = { nascimento: '1996-05-10', sexo: 'F', gestante: true };
    const agora = situacaoDoCalendario(PNI, gestante, [d('DTPA', 'DP', '2026-09-01')], '2026-11-27');
    expect(item(agora, 'DTPA')?.situacao).toBe('aplicada');
    const antiga = situacaoDoCalendario(PNI, gestante, [d('DTPA', 'DP', '2024-10-01')], '2026-11-27');
    expect(item(antiga, 'DTPA')).toMatchObject({ situacao: 'devida', aplicadaEm: '2024-10-01' });
  });

  it("an elderly person's yearly influenza: given this season, late without it", () => {
    const idoso: PacienteVacinal = { nascimento: '1950-03-02', sexo: 'M', gestante: false };
    const dada = situacaoDoCalendario(PNI, idoso, [d('INF', 'DP', '2026-04-20')], '2026-11-27');
    expect(item(dada, 'INF')).toMatchObject({ situacao: 'aplicada', devidaEm: '2027-04-20', rotulo: 'Dose anual' });
    const passada = situacaoDoCalendario(PNI, idoso, [d('INF', 'DP', '2025-04-20')], '2026-11-27');
    expect(item(passada, 'INF')).toMatchObject({ situacao: 'atrasada', devidaEm: '2026-04-20' });
  });

  it('an adult: childhood vaccines out of range, SCR D2 only up to 29 years, dT booster every 10 years', () => {
    const adulto: PacienteVacinal = { nascimento: '1986-01-10', sexo: 'F', gestante: false };
    const itens = situacaoDoCalendario(PNI, adulto, [d('DT', 'D3', '2010-03-01')], '2026-11-27');
    expect(item(itens, 'BCG')?.situacao).toBe('fora_da_faixa');
    expect(item(itens, 'SCR', 'D1')?.situacao).toBe('atrasada');
    expect(item(itens, 'SCR', 'D2')?.situacao).toBe('fora_da_faixa');
    expect(item(itens, 'DT', 'DP')).toMatchObject({ situacao: 'atrasada', devidaEm: '2020-03-01' });
    expect(item(itens, 'HB', 'D1')?.situacao).toBe('atrasada');
  });

  it('a child who completed Penta and DTP needs no hepatitis B or dT primary scheme', () => {
    const hist = [d('PENTA', 'D3', '2019-07-01'), d('DTP', 'REF2', '2023-01-10')];
    const itens = situacaoDoCalendario(PNI, crianca('2019-01-10'), hist, '2026-11-27');
    expect(item(itens, 'HB', 'D1')).toBeUndefined();
    expect(item(itens, 'DT', 'D1')).toBeUndefined();
    expect(item(itens, 'DT', 'DP')).toMatchObject({ situacao: 'aplicada', devidaEm: '2033-01-10' });
  });

  it('a baby who started Penta is not shown the hepatitis B scheme of later ages; one who never had Penta is', () => {
    const iniciou = situacaoDoCalendario(PNI, crianca('2026-07-17'), [d('PENTA', 'D1', '2026-09-17')], '2026-11-27');
    expect(item(iniciou, 'HB', 'D1')).toBeUndefined();
    expect(item(iniciou, 'PENTA', 'D2')).toMatchObject({ situacao: 'devida' });
    const nunca = situacaoDoCalendario(PNI, { nascimento: '1990-03-01', sexo: 'F', gestante: false }, [], '2026-11-27');
    expect(item(nunca, 'HB', 'D1')).toBeDefined();
  });
});

describe('proximaDose (aprazamento)', () => {
  const bebe = crianca('2026-09-27');
  it('dates the next dose by the usual interval, not before its recommended age', () => {
    expect(proximaDose(PNI, bebe, [], d('PENTA', 'D1', '2026-11-27'))).toMatchObject({
      sigla: 'PENTA',
      dose: 'D2',
      rotulo: '2ª dose',
      data: '2027-01-27',
    });
    // given late: 60 days after the dose, past the recommended 4 months
    expect(proximaDose(PNI, bebe, [], d('PENTA', 'D1', '2027-01-10'))?.data).toBe('2027-03-11');
    expect(proximaDose(PNI, bebe, [], d('MENC', 'D2', '2027-02-27'))).toMatchObject({ dose: 'REF', data: '2027-09-27' });
  });
  it('goes on to another vaccine: Penta D3 → DTP 1st booster', () => {
    expect(proximaDose(PNI, bebe, [], d('PENTA', 'D3', '2027-03-27'))).toMatchObject({
      sigla: 'DTP',
      dose: 'REF1',
      data: '2027-12-27',
    });
  });
  it('none at the end of a scheme, past the maximum age, or when the booster does not apply', () => {
    expect(proximaDose(PNI, bebe, [], d('VORH', 'D2', '2027-01-27'))).toBeNull();
    expect(proximaDose(PNI, bebe, [], d('FA', 'D1', '2027-06-27'))).toMatchObject({ dose: 'REF', data: '2030-09-27' });
    expect(proximaDose(PNI, crianca('2000-01-01'), [], d('FA', 'D1', '2026-11-27'))).toBeNull();
  });
  it('a tetraviral schedules the 2nd varicela dose; a yearly dose the next year', () => {
    expect(proximaDose(PNI, crianca('2025-08-27'), [], d('SCRV', 'DU', '2026-11-27'))).toMatchObject({
      sigla: 'VZ',
      dose: 'D2',
      data: '2029-08-27',
    });
    const idoso = crianca('1950-03-02');
    expect(proximaDose(PNI, idoso, [], d('INF', 'DP', '2026-04-20'))).toMatchObject({ dose: 'DP', data: '2027-04-20' });
  });
});

describe('validarAplicacao', () => {
  const bebe = crianca('2026-09-27');
  const penta1 = d('PENTA', 'D1', '2026-11-27');

  it('accepts a dose at its age and interval', () => {
    expect(validarAplicacao(PNI, bebe, [], penta1, '2026-11-27')).toEqual({ situacao: 'permitida', problemas: [] });
    expect(validarAplicacao(PNI, bebe, [penta1], d('PENTA', 'D2', '2027-01-27'), '2027-01-27').situacao).toBe('permitida');
  });

  it('a D2 before the minimum interval needs a reason', () => {
    const r = validarAplicacao(PNI, bebe, [penta1], d('PENTA', 'D2', '2026-12-15'), '2026-12-15');
    expect(r.situacao).toBe('exige_justificativa');
    expect(r.problemas).toEqual([
      {
        regra: 'dose_antecipada',
        conduta: 'justificar',
        mensagem:
          'A 2ª dose de Penta (DTP/Hib/Hepatite B) é antecipada: o intervalo mínimo desde a dose de 27/11/2026 é de 30 dias (a partir de 27/12/2026).',
      },
    ]);
  });

  it('a dose before the minimum age needs a reason', () => {
    const r = validarAplicacao(PNI, bebe, [], d('PENTA', 'D1', '2026-10-27'), '2026-10-27');
    expect(r.problemas.map((p) => p.mensagem)).toEqual([
      'A 1ª dose de Penta (DTP/Hib/Hepatite B) é antecipada: a idade mínima é 42 dias (a partir de 08/11/2026).',
    ]);
  });

  it('refuses a duplicate dose, also through a combined product', () => {
    const r = validarAplicacao(PNI, bebe, [penta1], d('PENTA', 'D1', '2027-01-27'), '2027-01-27');
    expect(r.situacao).toBe('recusada');
    expect(r.problemas[0]?.mensagem).toBe('A 1ª dose de Penta (DTP/Hib/Hepatite B) já foi aplicada em 27/11/2026.');
    const hist = [d('SCR', 'D1', '2026-08-27'), d('SCR', 'D2', '2026-11-27')];
    const t = validarAplicacao(PNI, crianca('2025-08-27'), hist, d('SCRV', 'DU', '2026-12-27'), '2026-12-27');
    expect(t.problemas.map((p) => p.mensagem)).toEqual([
      'A 2ª dose de Tríplice viral (sarampo, caxumba, rubéola) já foi aplicada em 27/11/2026.',
    ]);
  });

  it('refuses a dose out of order (D2 without D1, a DTP booster without Penta D3)', () => {
    const r = validarAplicacao(PNI, bebe, [], d('PENTA', 'D2', '2027-01-27'), '2027-01-27');
    expect(r.situacao).toBe('recusada');
    expect(r.problemas).toEqual([
      {
        regra: 'fora_de_ordem',
        conduta: 'recusar',
        mensagem: 'A 2ª dose de Penta (DTP/Hib/Hepatite B) exige a 1ª dose de Penta (DTP/Hib/Hepatite B), que não consta no histórico.',
      },
    ]);
    const dtp = validarAplicacao(PNI, bebe, [], d('DTP', 'REF1', '2027-12-27'), '2027-12-27');
    expect(dtp.problemas.map((p) => p.regra)).toEqual(['fora_de_ordem']);
  });

  it('a vaccine outside its age range needs a reason', () => {
    const r = validarAplicacao(PNI, bebe, [], d('VORH', 'D1', '2027-01-27'), '2027-01-27');
    expect(r).toEqual({
      situacao: 'exige_justificativa',
      problemas: [
        {
          regra: 'fora_da_faixa',
          conduta: 'justificar',
          mensagem: 'A 1ª dose de Rotavírus humano (VORH) está fora da faixa etária: a idade máxima é 3 meses e 15 dias.',
        },
      ],
    });
    const adulto = crianca('2000-01-01');
    expect(validarAplicacao(PNI, adulto, [], d('HPV4', 'DU', '2026-11-27'), '2026-11-27').problemas[0]?.mensagem).toBe(
      'A Dose única de HPV quadrivalente está fora da faixa etária: a idade máxima é 14 anos, 11 meses e 29 dias.',
    );
  });

  it("a pregnant woman's dTpa is accepted; for a woman who is not pregnant it needs a reason", () => {
    const mulher: PacienteVacinal = { nascimento: '1996-05-10', sexo: 'F', gestante: true };
    const dtpa = d('DTPA', 'DP', '2026-11-27');
    expect(validarAplicacao(PNI, mulher, [], dtpa, '2026-11-27').situacao).toBe('permitida');
    const r = validarAplicacao(PNI, { ...mulher, gestante: false }, [], dtpa, '2026-11-27');
    expect(r.problemas.map((p) => p.mensagem)).toEqual([
      'A Dose da gestação de dTpa adulto (difteria, tétano e coqueluche acelular) é indicada só para gestantes.',
    ]);
  });

  it("an elderly person's influenza: a yearly dose is fine, a second one in the season needs a reason", () => {
    const idoso = crianca('1950-03-02');
    const hist = [d('INF', 'DP', '2026-04-20')];
    expect(validarAplicacao(PNI, idoso, hist, d('INF', 'DP', '2027-03-01'), '2027-03-01').situacao).toBe('permitida');
    const r = validarAplicacao(PNI, idoso, hist, d('INF', 'DP', '2026-07-01'), '2026-07-01');
    expect(r.problemas[0]).toMatchObject({ regra: 'dose_antecipada', conduta: 'justificar' });
    expect(validarAplicacao(PNI, idoso, hist, d('INF', 'DP', '2026-04-20'), '2026-11-27').problemas[0]?.regra).toBe('dose_duplicada');
  });

  it('refuses an unknown vaccine or dose and a date in the future', () => {
    expect(validarAplicacao(PNI, bebe, [], d('XYZ', 'D1', '2026-11-27'), '2026-11-27').problemas[0]?.mensagem).toBe(
      'A vacina "XYZ" não está no calendário de vacinação.',
    );
    expect(validarAplicacao(PNI, bebe, [], d('BCG', 'D2', '2026-11-27'), '2026-11-27').situacao).toBe('recusada');
    const r = validarAplicacao(PNI, bebe, [], d('PENTA', 'D1', '2026-11-28'), '2026-11-27');
    expect(r.problemas.map((p) => p.mensagem)).toEqual(['A data da aplicação não pode ser posterior a hoje.']);
  });

  it("the municipality's calendar decides the conduct", () => {
    const rigido: Calendario = { ...PNI, condutas: { ...PNI.condutas, dose_antecipada: 'recusar' } };
    const r = validarAplicacao(rigido, bebe, [penta1], d('PENTA', 'D2', '2026-12-15'), '2026-12-15');
    expect(r.situacao).toBe('recusada');
  });
});
