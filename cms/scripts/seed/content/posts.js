'use strict';
/**
 * Blog posts and guides: rich-text HTML as the staff editor produces it (headings, paragraphs,
 * lists, a table, a quote and a figure whose image is one of the uploaded pictures, by its
 * relative /uploads path). The CMS sanitises the HTML on save.
 */
const { figureOf } = require('./figure');

/** @param {(key: string) => string} url the stored path of a picture */
function posts(url) {
  const figure = figureOf(url);
  return [
    {
      title: 'Buying Property in Dubai: A Guide for International Buyers',
      featuredImage: 'skyline-downtown-dusk',
      description:
        'Freehold ownership, no annual property tax and a transparent registration system make Dubai one of the simplest prime markets in the world to buy into from abroad. Here is how a purchase works, what it costs and how long it takes, from the first viewing to the keys.',
      richContent: `
<p>Since 2002 foreign buyers have been able to own property outright in Dubai’s designated freehold areas, which today include almost every community our clients ask about: Palm Jumeirah, Downtown, Dubai Marina, Emirates Hills, Dubai Hills Estate and many more. There is no annual property tax, no tax on rental income for individuals and no capital gains tax on a sale.</p>
<h2>Step by step</h2>
<ol>
<li><strong>Agree the terms.</strong> Once a price is agreed, buyer and seller sign a memorandum of understanding (Form F), and the buyer usually pays a deposit of about 10% of the price, held by the broker or the trustee until transfer.</li>
<li><strong>Obtain the no-objection certificate.</strong> The seller applies to the developer for a NOC confirming that no service charges are outstanding.</li>
<li><strong>Arrange finance.</strong> If you are buying with a mortgage, the bank values the property and issues final approval; the transfer is then booked with the bank present.</li>
<li><strong>Transfer ownership.</strong> Both parties (or their representatives under power of attorney) meet at a Land Department trustee office, the balance is paid by manager’s cheque and the new title deed is issued the same day.</li>
</ol>
${figure('skyline-downtown-dusk', 'The Downtown Dubai skyline at dusk', 'Downtown Dubai at dusk: apartments here are among the most liquid in the city.')}
<h2>What it costs</h2>
<table>
<thead><tr><th>Cost</th><th>Who pays</th><th>Typical amount</th></tr></thead>
<tbody>
<tr><td>Land Department transfer fee</td><td>Buyer</td><td>4% of the price</td></tr>
<tr><td>Brokerage</td><td>Buyer</td><td>2% plus VAT</td></tr>
<tr><td>Trustee office fee</td><td>Buyer</td><td>AED 2,000 to 4,000 plus VAT</td></tr>
<tr><td>Mortgage registration</td><td>Buyer</td><td>0.25% of the loan</td></tr>
<tr><td>Developer NOC</td><td>Seller</td><td>AED 500 to 5,000</td></tr>
</tbody>
</table>
<h2>How long it takes</h2>
<p>A cash purchase typically completes in two to four weeks from the signed memorandum. A financed purchase takes six to ten weeks, most of it spent on the bank’s valuation and approval. Off-plan purchases are registered with the Land Department on an interim register (Oqood) and transferred on completion.</p>
<h2>Mortgages</h2>
<p>UAE banks lend to residents and non-residents alike. As a guide, resident expatriates can borrow up to 80% of the value of a first home up to AED 5 million, and less above that; non-residents are typically offered 50 to 60%. Rates are linked to the three-month EIBOR benchmark, and most banks require the loan to be repaid by the borrower’s sixty-fifth birthday. Pre-approval takes a few days and makes any offer stronger.</p>
<h3>Buying from abroad</h3>
<ul>
<li>Viewings can be done by live video, with a member of our team walking the property.</li>
<li>A power of attorney, notarised and attested, lets a representative sign at transfer.</li>
<li>Funds can be held in a local escrow or trustee account until the day of transfer.</li>
</ul>
<blockquote><p>The process is fast and transparent. The part that takes judgement is choosing the right building, the right floor and the right price.</p></blockquote>
<p>Our team is happy to walk you through each step for the property you have in mind, and to introduce the lawyers, mortgage advisers and property managers our clients rely on.</p>`,
    },
    {
      title: 'Branded Residences in Dubai: What the Premium Really Buys',
      featuredImage: 'lobby-dusk',
      description:
        'Hotel and fashion-branded residences now make up a significant share of prime launches in Dubai, and they sell at a premium of 25% or more over comparable unbranded homes. We look at what that premium pays for, and when it holds its value.',
      richContent: `
<p>Dubai has more branded residences under construction than any other city. Hotel groups, fashion houses and even car makers have lent their names to towers on the Palm, in Downtown, in Business Bay and on the creek. For buyers the question is simple: is the premium worth paying?</p>
<h2>What the brand brings</h2>
<ul>
<li><strong>Services.</strong> Concierge, housekeeping, in-residence dining and maintenance run to hotel standards, usually by the operator next door.</li>
<li><strong>Design.</strong> Interiors designed and often furnished by the brand’s own studio, with a consistent standard across every unit.</li>
<li><strong>Management.</strong> A single operator for the building and, often, for letting, which matters to owners who live elsewhere for much of the year.</li>
<li><strong>Liquidity.</strong> A recognised name travels well: buyers in London, Mumbai or Riyadh know what they are getting.</li>
</ul>
${figure('lobby-dusk', 'A double-height residence lobby with a chandelier', 'The lobby sets the tone: in a branded building it is run to the standards of the hotel next door.')}
<h2>When the premium holds</h2>
<p>In our experience the premium is most resilient where three things line up: a genuinely strong operator with a long management agreement, a location that would be prime without the brand, and a limited number of residences. Where one of those is missing, resale values tend to drift back towards the surrounding market.</p>
<h3>Questions we ask before recommending a branded residence</h3>
<ol>
<li>How long is the operator’s agreement, and what happens when it ends?</li>
<li>What are the service charges per square foot, and what exactly do they cover?</li>
<li>Is there a rental programme, and who takes the risk on occupancy?</li>
<li>How many branded residences by the same operator are planned in the city?</li>
</ol>
<h2>The running costs</h2>
<p>Service charges in branded buildings are typically well above the community average, because they pay for staff, hotel-grade maintenance and shared facilities that are open far longer hours. Before buying, ask for the last two years of audited service-charge statements and the budget for the coming year, and check which services are included and which are billed separately (in-residence dining and housekeeping usually are).</p>
<h2>Letting a branded residence</h2>
<p>Many operators offer a rental programme that places your residence in the hotel’s inventory when you are away. Returns depend on the split of revenue between owner and operator, the costs charged to the pool, and how many weeks you keep for yourself. Long-term lets are often possible too, and tend to suit the larger residences, which families rent for a school year or more.</p>
<p>Handled well, a branded residence is one of the simplest ways to own a lock-up-and-leave home in Dubai. Our branded residences team can compare service charges, resale histories and operator terms across every building we cover.</p>`,
    },
    {
      title: 'Palm Jumeirah, Frond by Frond',
      featuredImage: 'aerial-palm',
      description:
        'The Palm is not one market but several: Signature Villas on the upper fronds, Garden Homes at their base, apartments on the trunk and branded residences on the crescent. A buyer’s guide to the island’s micro-markets.',
      richContent: `
<p>Seen from the air, Palm Jumeirah is a single shape. On the ground it behaves like four distinct markets, each with its own buyers, price points and trade-offs.</p>
${figure('aerial-palm', 'Palm Jumeirah seen from the air', 'Sixteen fronds, a trunk and a crescent: each has a market of its own.')}
<h2>The fronds</h2>
<p>Frond villas come in a handful of original layouts, from the Garden Homes near the trunk to the Signature Villas at the tips. Prices are driven above all by plot width, beach frontage and orientation: the western fronds catch the sunset, while the tips enjoy water on three sides. Many original villas have been rebuilt entirely, and a rebuilt Signature Villa now commands several times its launch price.</p>
<h2>The trunk</h2>
<p>The trunk is home to the island’s apartment buildings, from the original Shoreline blocks with their private beaches to newer towers with resort amenities. These are the Palm’s most accessible homes, and among its best-let.</p>
<h2>The crescent</h2>
<p>The crescent holds the resort hotels and, increasingly, their branded residences. Apartments here come with hotel services and often a letting programme, and the best penthouses have views back across the whole island to the Marina skyline.</p>
<h2>Prices and letting</h2>
<p>Frond villas are overwhelmingly bought by end users, which keeps turnover low and values resilient: the island’s villas have been among the best-performing homes in the city over the last five years. Apartments on the trunk and the crescent let readily, to long-term tenants and to holiday guests alike, with winter occupancy consistently high. Service charges vary widely between buildings, and so does the condition of the original villas, which is why recent renovation history matters as much as the asking price.</p>
<h3>What we tell buyers</h3>
<ul>
<li>On the fronds, pay for plot and orientation; interiors can be changed, a narrow beach cannot.</li>
<li>On the trunk, check the building’s beach access and service charges carefully.</li>
<li>On the crescent, read the operator agreement as closely as the floor plan.</li>
</ul>
<p>Our villa team has sold on every frond of the island. Ask us for a frond-by-frond comparison of recent sales before you view.</p>`,
    },
    {
      title: 'Off-Plan in Dubai: Payment Plans, Escrow and Choosing a Developer',
      featuredImage: 'tower-golden',
      description:
        'Off-plan sales account for more than half of all transactions in Dubai. Buying well depends on the developer’s record, the payment plan and the protections of the escrow law.',
      richContent: `
<p>Buying off plan lets investors enter new communities at launch prices, spread payments over the construction period and often sell on before completion. It also asks buyers to trust a developer with their money for two to four years. Here is how to do it safely.</p>
<h2>Your money is protected by law</h2>
<p>Under Dubai’s escrow law, every payment for an off-plan unit must go into an escrow account registered with the Real Estate Regulatory Agency, and developers can only draw on it as construction milestones are certified. Each purchase is recorded on the Land Department’s interim register, known as Oqood.</p>
${figure('tower-golden', 'A slender residential tower at golden hour', 'A launch price is only good value if the tower is delivered on time and to specification.')}
<h2>Reading a payment plan</h2>
<ul>
<li><strong>During construction:</strong> a typical plan asks for 10–20% on booking and further instalments tied to progress, with the balance on handover.</li>
<li><strong>Post-handover:</strong> some developers spread part of the price over one to five years after completion, which suits buyers who want to let the property first.</li>
<li><strong>Fees:</strong> the 4% Land Department fee is usually due at booking, along with Oqood registration.</li>
</ul>
<h2>Choosing a developer</h2>
<ol>
<li>Look at completed projects, not renders: visit them, and ask residents about build quality and service charges.</li>
<li>Check the developer’s delivery record against its original handover dates.</li>
<li>Compare the launch price per square foot with completed buildings nearby.</li>
<li>Read the sale and purchase agreement for delay clauses, specification changes and assignment terms.</li>
</ol>
<h2>Selling before completion</h2>
<p>Most developers allow an off-plan unit to be assigned to a new buyer once a set share of the price has been paid, commonly 30 to 40%, in exchange for an administration fee. Assignments can lock in a gain before handover, but they depend on a liquid resale market for that building, so we model them conservatively and never as the only exit.</p>
<h2>At handover</h2>
<p>Before the final payment, a snagging inspection checks finishes, fittings and systems against the specification in the sale agreement. Our team arranges independent inspectors, follows up the developer’s repairs and, for investors, introduces property managers who can furnish and let the unit within weeks of handover.</p>
<blockquote><p>The best off-plan opportunities are usually the least advertised: early allocations in a proven developer’s next project.</p></blockquote>
<p>Our off-plan and investment team reviews every launch before we recommend it. Ask us for our current shortlist and the numbers behind it.</p>`,
    },
    {
      title: 'The Golden Visa Through Property: What Qualifies',
      featuredImage: 'villa-blue',
      description:
        'A property worth AED 2 million or more can make its owner eligible for the UAE’s ten-year Golden Visa, with family members included. What qualifies, what the process involves and the mistakes to avoid.',
      richContent: `
<p>The UAE’s Golden Visa gives investors, their spouses and their children a renewable ten-year residence permit, with no requirement to live in the country for any minimum period. Property is one of the most popular routes to it.</p>
<h2>The headline rule</h2>
<p>At the time of writing, an investor qualifies by owning one or more properties in the UAE with a combined value of at least AED 2 million. Under current rules the property may be completed or off plan (with approved developers), and it may be mortgaged, subject to conditions set by the authorities. Rules change, so we always confirm the current position before a client commits.</p>
${figure('villa-blue', 'A villa lit at blue hour', 'Many of our clients combine a family home with residence for the whole family.')}
<h2>What you will need</h2>
<ul>
<li>The title deed (or the Oqood for an off-plan purchase) showing the qualifying value.</li>
<li>If the property is mortgaged, a letter from the bank confirming the amount paid.</li>
<li>Passports, photographs and, for family members, attested marriage and birth certificates.</li>
<li>A medical test and Emirates ID registration in the UAE.</li>
</ul>
<h2>How long it takes</h2>
<p>Once the property is registered in your name, the application itself usually takes a few weeks: an online submission, an entry permit if you are outside the country, then the medical test, biometrics and the Emirates ID. Spouses and children are sponsored on the same application, and domestic staff can be sponsored separately. The visa stays valid as long as the qualifying property is held, and it is renewed every ten years.</p>
<h2>Common mistakes</h2>
<ol>
<li>Assuming a jointly owned property qualifies in full for each owner: each owner’s share must reach the threshold.</li>
<li>Forgetting that the value on the title deed, not the price paid, is what counts.</li>
<li>Leaving documents for family members until the last moment: attestation abroad takes time.</li>
</ol>
<p>Residence also opens practical doors: a local bank account, a UAE driving licence, school places and access to mortgages on better terms than non-resident buyers are offered.</p>
<p>We work with licensed advisers who handle the application from start to finish. Mention it when you enquire and we will include the visa timeline in your purchase plan.</p>`,
    },
    {
      title: 'Dubai, Marbella or London? Building a Cross-Border Portfolio',
      featuredImage: 'marbella-golden',
      description:
        'Many of our clients own in more than one city. We compare Dubai, Marbella, London and Manchester on yield, taxes, liquidity and lifestyle, and explain how our international private office searches for the buyer alone.',
      richContent: `
<p>Property portfolios are increasingly international. A family might live in Dubai, spend summers on the Costa del Sol, keep a London flat for children at university and hold a few regional apartments for income. Each market plays a different role.</p>
<h2>Four markets, four roles</h2>
<table>
<thead><tr><th>Market</th><th>Role</th><th>Typical gross yield</th></tr></thead>
<tbody>
<tr><td>Dubai</td><td>Growth, income and a tax-efficient base</td><td>5–8%</td></tr>
<tr><td>Marbella</td><td>Lifestyle and summer letting</td><td>3–5%</td></tr>
<tr><td>Prime central London</td><td>Long-term store of wealth</td><td>2.5–3.5%</td></tr>
<tr><td>Manchester</td><td>Income from a deep rental market</td><td>5–7%</td></tr>
</tbody>
</table>
${figure('marbella-golden', 'A villa in the hills above Marbella at golden hour', 'Above the Golden Mile: lifestyle first, with a healthy summer rental market.')}
<h2>What changes from one country to the next</h2>
<ul>
<li><strong>Purchase taxes:</strong> a 4% transfer fee in Dubai; transfer tax or VAT in Spain; stamp duty land tax in England, with surcharges for second homes and overseas buyers.</li>
<li><strong>Ongoing taxes:</strong> none on property in Dubai; annual property and wealth taxes may apply in Spain; council tax in the UK.</li>
<li><strong>Process:</strong> Dubai completes in weeks; Spain and England usually take two to three months, with local lawyers and surveys.</li>
</ul>
<h2>Currency, financing and management</h2>
<p>The dirham is pegged to the US dollar, so Dubai property behaves as a dollar asset, while Marbella is priced in euros and England in sterling. Holding homes in more than one currency spreads risk, but it also means timing transfers well: we work with currency specialists who can fix rates for a completion date. Financing is usually easiest where you are resident, and a good local property manager in each market is worth more than a few points of yield.</p>
<h3>Questions to settle first</h3>
<ol>
<li>Which homes will the family use, and for how many weeks a year?</li>
<li>Which holdings are for income, and which for long-term capital?</li>
<li>Where will each property be held: personally, jointly or through a company?</li>
<li>Who will manage each home day to day?</li>
</ol>
<h2>Searching for the buyer, not the seller</h2>
<p>Outside Dubai our international private office acts only for the buyer. We search on and off market, shortlist, arrange viewings and surveys, negotiate and stay with you through the legal process, with a fee agreed in advance and no commission from sellers.</p>
<p>Tell us what the portfolio is for, and we will suggest where each piece of it should sit.</p>`,
    },
  ];
}

module.exports = { posts };
