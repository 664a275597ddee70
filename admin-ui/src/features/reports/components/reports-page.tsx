import { DEAL_STAGE_LABELS, reportRange, ReportQuerySchema, type ReportName, type ReportQuery } from '@estate/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Flash } from '@/components/ui/flash';
import { DownloadIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/form/field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText, listErrorText } from '@/lib/api-client';
import { useExportReport } from '../api/export-report';
import { useAgentReport, useListingReport, useSourceReport, useStageReport } from '../api/get-reports';
import { AgentChart, SourceChart, StageChart } from './report-charts';
import { minutesText, percentText, ReportTable } from './report-table';

/** The range in the address (?from=&to=), when it is one the server takes; else the default. */
function useReportRange() {
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const parsed = ReportQuerySchema.safeParse(asked);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This range cannot be shown');
  const range: ReportQuery = parsed.success ? reportRange(parsed.data) : reportRange({});
  const set = (name: 'from' | 'to', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { range, problem, set, reset: () => setParams({}, { replace: true }) };
}

const statusOf = (q: { isPending: boolean; isError: boolean }) =>
  q.isPending ? 'pending' : q.isError ? 'error' : 'success';

/**
 * /admin/reports (docs/decisions/0084): where the leads came from, how fast each agent answered,
 * which listings turn views into enquiries, and how far deals get, for a range of days.
 */
export function ReportsPage() {
  useDocumentTitle('Reports');
  const { range, problem, set, reset } = useReportRange();
  const sources = useSourceReport(range);
  const agents = useAgentReport(range);
  const listings = useListingReport(range);
  const stages = useStageReport(range);
  const exporter = useExportReport();
  const flash = useTimedMessage();

  const download = (name: ReportName, title: string) => (
    <Button
      variant="ghost"
      size="sm"
      icon={<DownloadIcon />}
      busy={exporter.isPending && exporter.variables?.name === name}
      onClick={() =>
        exporter.mutate(
          { name, range },
          { onError: (error) => flash.show('error', errorText(error, `The ${title} CSV could not be downloaded.`)) },
        )
      }
    >
      Download CSV<span className="visually-hidden"> of {title}</span>
    </Button>
  );
  const failed = (error: unknown) => listErrorText(error, 'This report could not be loaded.');

  return (
    <>
      <PageHeader
        eyebrow="From enquiry to deal"
        title="Reports"
        description="Enquiries by source, agent, listing and stage, for the days you choose (Dubai time)."
      />
      <Flash message={flash.message} />
      <form className="filter-bar report-range" aria-label="Date range" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="From"
          name="from"
          type="date"
          value={range.from ?? ''}
          max={range.to}
          onValueChange={(v) => set('from', v)}
        />
        <TextField
          label="To"
          name="to"
          type="date"
          value={range.to ?? ''}
          min={range.from}
          onValueChange={(v) => set('to', v)}
        />
        <Button variant="quiet" onClick={reset}>
          Last 12 weeks
        </Button>
        {problem ? (
          <p className="report-range__problem" role="alert">
            {problem}: showing the last 12 weeks.
          </p>
        ) : null}
      </form>

      <div className="reports">
        <Card title="Leads per week by source" actions={download('sources', 'leads by source')}>
          {sources.data ? <SourceChart report={sources.data} /> : null}
          <ReportTable
            caption="Leads per source"
            status={statusOf(sources)}
            errorText={failed(sources.error)}
            emptyText="No enquiries in these days."
            rows={sources.data?.sources ?? []}
            rowKey={(r) => r.source}
            columns={[
              { header: 'Source', cell: (r) => r.source },
              { header: 'Leads', cell: (r) => r.leads, figure: true },
            ]}
          />
          {sources.data?.campaigns.some((c) => c.medium || c.campaign) ? (
            <Breakdown>
              <ReportTable
                caption="Leads per source, medium and campaign"
                status="success"
                errorText=""
                emptyText=""
                rows={sources.data.campaigns}
                rowKey={(r) => `${r.source}\n${r.medium}\n${r.campaign}`}
                columns={[
                  { header: 'Source', cell: (r) => r.source },
                  { header: 'Medium', cell: (r) => r.medium || '—' },
                  { header: 'Campaign', cell: (r) => r.campaign || '—' },
                  { header: 'Leads', cell: (r) => r.leads, figure: true },
                ]}
              />
            </Breakdown>
          ) : null}
        </Card>

        <Card title="Leads per agent" actions={download('agents', 'leads per agent')}>
          {agents.data?.agents.length ? <AgentChart report={agents.data} /> : null}
          <ReportTable
            caption="Leads and first responses per agent"
            status={statusOf(agents)}
            errorText={failed(agents.error)}
            emptyText="No enquiries in these days."
            rows={agents.data?.agents ?? []}
            rowKey={(r) => String(r.assigneeId)}
            columns={[
              { header: 'Agent', cell: (r) => r.name },
              { header: 'Leads', cell: (r) => r.leads, figure: true },
              { header: 'Unanswered', cell: (r) => r.unanswered, figure: true },
              { header: 'Median first response', cell: (r) => minutesText(r.medianResponseMinutes), figure: true },
              { header: '90th percentile', cell: (r) => minutesText(r.p90ResponseMinutes), figure: true },
            ]}
          />
        </Card>

        <Card title="Deals by stage" actions={download('stages', 'deals by stage')}>
          {stages.data?.total ? <StageChart report={stages.data} /> : null}
          <ReportTable
            caption="Deals that reached each stage"
            status={statusOf(stages)}
            errorText={failed(stages.error)}
            emptyText="No deals in these days."
            rows={stages.data?.total ? stages.data.stages : []}
            rowKey={(r) => r.stage}
            columns={[
              { header: 'Stage', cell: (r) => DEAL_STAGE_LABELS[r.stage] },
              { header: 'Reached', cell: (r) => r.reached, figure: true },
              { header: 'At it now', cell: (r) => r.current, figure: true },
              { header: 'Share of deals', cell: (r) => percentText(r.share), figure: true },
            ]}
          />
        </Card>

        <Card title="Listings: views and enquiries" actions={download('listings', 'listings')}>
          {listings.data ? (
            <p className="report-note">
              {listings.data.totalViews} page views, {listings.data.totalEnquiries} enquiries about listings. Views are
              counted by the site without cookies; robots are left out.
            </p>
          ) : null}
          <ReportTable
            caption="Views, enquiries and conversion per listing"
            status={statusOf(listings)}
            errorText={failed(listings.error)}
            emptyText="No listing was viewed or enquired about in these days."
            rows={listings.data?.listings ?? []}
            rowKey={(r) => r.listingId}
            columns={[
              {
                header: 'Listing',
                cell: (r) => (
                  <>
                    {r.reference ? <span className="cell-muted">{r.reference} · </span> : null}
                    {r.title || r.listingId}
                  </>
                ),
              },
              { header: 'Views', cell: (r) => r.views, figure: true },
              { header: 'Enquiries', cell: (r) => r.enquiries, figure: true },
              { header: 'Conversion', cell: (r) => percentText(r.conversion), figure: true },
            ]}
          />
        </Card>
      </div>
    </>
  );
}

function Breakdown({ children }: { children: ReactNode }) {
  return (
    <details className="report-breakdown">
      <summary>By medium and campaign</summary>
      {children}
    </details>
  );
}
