/** How the professional's screens describe an agenda: weekdays, hours and slot length. */
export const DIAS_SEMANA = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

export const descricaoAgenda = (a: { diasSemana: number[]; horaInicio: string; horaFim: string; duracaoMinutos: number }) =>
  `${a.diasSemana.map((d) => DIAS_SEMANA[d]).join(', ')} · ${a.horaInicio.slice(0, 5)} às ${a.horaFim.slice(0, 5)} · ${a.duracaoMinutos} min`;
