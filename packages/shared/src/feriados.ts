/**
 * National holidays (the same for every municipality, so computed rather than registered): the
 * fixed dates of Lei 662/1949 and its amendments (21/04, 12/10 Lei 6.802/1980, 02/11, 15/11,
 * 20/11 Lei 14.759/2023) and the days that move with Easter. Carnaval and Corpus Christi are not
 * national holidays by law: federal practice treats them as "ponto facultativo", and so do we.
 * Municipal and state holidays are registered in cadastro/feriado.
 */

export interface FeriadoNacional {
  /** 'YYYY-MM-DD'. */
  data: string;
  descricao: string;
  facultativo: boolean;
}

const FIXOS: readonly { mesDia: string; descricao: string }[] = [
  { mesDia: '01-01', descricao: 'Confraternização Universal' },
  { mesDia: '04-21', descricao: 'Tiradentes' },
  { mesDia: '05-01', descricao: 'Dia do Trabalho' },
  { mesDia: '09-07', descricao: 'Independência do Brasil' },
  { mesDia: '10-12', descricao: 'Nossa Senhora Aparecida' },
  { mesDia: '11-02', descricao: 'Finados' },
  { mesDia: '11-15', descricao: 'Proclamação da República' },
  { mesDia: '11-20', descricao: 'Dia Nacional de Zumbi e da Consciência Negra' },
  { mesDia: '12-25', descricao: 'Natal' },
];

const doisDigitos = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${doisDigitos(d.getUTCMonth() + 1)}-${doisDigitos(d.getUTCDate())}`;
const somarDias = (d: Date, dias: number) => new Date(d.getTime() + dias * 86_400_000);

/** Easter Sunday of the Gregorian calendar (anonymous algorithm of Meeus/Jones/Butcher), 'YYYY-MM-DD'. */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${ano}-${doisDigitos(mes)}-${doisDigitos(dia)}`;
}

/** The national holidays and federal "pontos facultativos" of a year, in date order. */
export function feriadosNacionais(ano: number): FeriadoNacional[] {
  const domingo = new Date(`${pascoa(ano)}T00:00:00Z`);
  const moveis: FeriadoNacional[] = [
    { data: iso(somarDias(domingo, -48)), descricao: 'Carnaval (segunda-feira)', facultativo: true },
    { data: iso(somarDias(domingo, -47)), descricao: 'Carnaval (terça-feira)', facultativo: true },
    { data: iso(somarDias(domingo, -2)), descricao: 'Sexta-feira Santa (Paixão de Cristo)', facultativo: false },
    { data: iso(somarDias(domingo, 60)), descricao: 'Corpus Christi', facultativo: true },
  ];
  const fixos = FIXOS.map((f) => ({ data: `${ano}-${f.mesDia}`, descricao: f.descricao, facultativo: false }));
  return [...fixos, ...moveis].sort((x, y) => x.data.localeCompare(y.data));
}

/** National holidays between two 'YYYY-MM-DD' dates, inclusive. */
export function feriadosNacionaisNoPeriodo(inicio: string, fim: string): FeriadoNacional[] {
  const anos: number[] = [];
  for (let ano = Number(inicio.slice(0, 4)); ano <= Number(fim.slice(0, 4)); ano++) anos.push(ano);
  return anos.flatMap(feriadosNacionais).filter((f) => f.data >= inicio && f.data <= fim);
}
