import { DEAL_STAGE_LABELS, type AgentReport, type SourceReport, type StageReport } from '@estate/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/*
 * The reports' charts, drawn by recharts (loaded with the Reports route only). Each is a picture
 * of the table beside it: it carries a one-sentence summary for screen readers, and the table
 * says the rest.
 */

/** Colours of the sources, in the admin's palette (gold, ink, success, then softer tones). */
const COLOURS = ['#a88a5c', '#2a2f35', '#2f6b4f', '#2f62c9', '#9f3a2b', '#8a8d91', '#7a5d34', '#5d6166'];
const colour = (i: number) => COLOURS[i % COLOURS.length]!;

const AXIS = { fontSize: 12, fill: '#5d6166' };

function Figure({
  summary,
  height = 280,
  children,
}: {
  summary: string;
  height?: number;
  children: React.ReactElement;
}) {
  return (
    <figure className="report-chart" role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** Stacked bars: leads of each week, by source. */
export function SourceChart({ report }: { report: SourceReport }) {
  const sources = report.sources.map((s) => s.source);
  const data = report.weeks.map((w) => ({ week: w.week.slice(5), ...w.bySource }));
  const top = report.sources[0];
  const total = report.sources.reduce((n, s) => n + s.leads, 0);
  return (
    <Figure
      summary={`Leads per week by source: ${total} in ${report.weeks.length} weeks${top ? `, most from ${top.source} (${top.leads})` : ''}.`}
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e5dfd4" vertical={false} />
        <XAxis dataKey="week" tick={AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {sources.map((s, i) => (
          <Bar key={s} dataKey={s} stackId="sources" fill={colour(i)} isAnimationActive={false} />
        ))}
      </BarChart>
    </Figure>
  );
}

/** Bars per agent: leads, and the median first response in hours on the right axis. */
export function AgentChart({ report }: { report: AgentReport }) {
  const data = report.agents.map((a) => ({
    name: a.name,
    leads: a.leads,
    hours: a.medianResponseMinutes === null ? null : Math.round(a.medianResponseMinutes / 6) / 10,
  }));
  return (
    <Figure summary={`Leads and median first response per agent, for ${report.agents.length} agents.`}>
      <BarChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e5dfd4" vertical={false} />
        <XAxis dataKey="name" tick={AXIS} interval={0} />
        <YAxis yAxisId="leads" allowDecimals={false} tick={AXIS} />
        <YAxis yAxisId="hours" orientation="right" tick={AXIS} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="leads" dataKey="leads" name="Leads" fill={colour(0)} isAnimationActive={false} />
        <Bar
          yAxisId="hours"
          dataKey="hours"
          name="Median first response (hours)"
          fill={colour(1)}
          isAnimationActive={false}
        />
      </BarChart>
    </Figure>
  );
}

/** A funnel as horizontal bars: how many deals reached each stage. */
export function StageChart({ report }: { report: StageReport }) {
  const data = report.stages.map((s) => ({ stage: DEAL_STAGE_LABELS[s.stage], reached: s.reached }));
  const won = report.stages.find((s) => s.stage === 'won');
  return (
    <Figure
      height={300}
      summary={`Of ${report.total} deals, ${won?.reached ?? 0} were won; the table gives every stage.`}
    >
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 24 }}>
        <CartesianGrid stroke="#e5dfd4" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="stage" tick={AXIS} width={96} />
        <Tooltip />
        <Bar dataKey="reached" name="Reached" fill={colour(0)} isAnimationActive={false} />
      </BarChart>
    </Figure>
  );
}
