/** The cast and places of the demo company: believable Metro Atlanta data, no real people. */

/** The demo crew member whose personal account is the dev sign-in `crew` (README). */
export const DEMO_CREW_ACCOUNT_OWNER = { firstName: 'Andre', lastName: 'Coleman' } as const;

export const DEMO_EMPLOYEES = [
  { firstName: 'Marcus', lastName: 'Johnson', role: 'supervisor', rate: '26.00', status: 'active' },
  { firstName: 'Tasha', lastName: 'Williams', role: 'supervisor', rate: '25.50', status: 'active' },
  { firstName: 'Darnell', lastName: 'Brooks', role: 'driver', rate: '21.00', status: 'active' },
  { firstName: 'Luis', lastName: 'Ramirez', role: 'driver', rate: '20.50', status: 'active' },
  { firstName: 'Kevin', lastName: 'Nguyen', role: 'driver', rate: '19.75', status: 'vacation' },
  { firstName: 'Andre', lastName: 'Coleman', role: 'crew_member', rate: '17.50', status: 'active' },
  { firstName: 'Jamal', lastName: 'Henderson', role: 'crew_member', rate: '17.00', status: 'active' },
  { firstName: 'Brianna', lastName: 'Ford', role: 'crew_member', rate: '16.50', status: 'active' },
  { firstName: 'Tyler', lastName: 'Mitchell', role: 'crew_member', rate: '16.00', status: 'active' },
  { firstName: 'DeShawn', lastName: 'Carter', role: 'crew_member', rate: '15.50', status: 'active' },
  { firstName: 'Emily', lastName: 'Patel', role: 'crew_member', rate: '15.00', status: 'inactive' },
  { firstName: 'Chris', lastName: 'Owens', role: 'crew_member', rate: '15.00', status: 'active' },
] as const;

/** Job sites with approximate coordinates, so the GPS time clock has something to measure against. */
export const DEMO_SITES = [
  { address: '742 Highland Ave NE, Atlanta, GA 30306', latitude: 33.7712, longitude: -84.3547 },
  { address: '1180 Peachtree St NE, Atlanta, GA 30309', latitude: 33.7866, longitude: -84.3834 },
  { address: '315 W Ponce de Leon Ave, Decatur, GA 30030', latitude: 33.7752, longitude: -84.3005 },
  { address: '2459 Oakvale Rd, Decatur, GA 30034', latitude: 33.7003, longitude: -84.2612 },
  { address: '6945 Main St, Lithonia, GA 30058', latitude: 33.7123, longitude: -84.1052 },
  { address: '178 Crogan St, Lawrenceville, GA 30046', latitude: 33.9562, longitude: -83.988 },
  { address: '95 Keys Ferry St, McDonough, GA 30253', latitude: 33.4473, longitude: -84.1469 },
  { address: '1120 Monticello St SW, Covington, GA 30014', latitude: 33.5968, longitude: -83.8602 },
  { address: '3500 Lenox Rd NE, Atlanta, GA 30326', latitude: 33.847, longitude: -84.362 },
  { address: '480 John Wesley Dobbs Ave NE, Atlanta, GA 30312', latitude: 33.759, longitude: -84.3727 },
  { address: '2100 Cascade Rd SW, Atlanta, GA 30311', latitude: 33.7248, longitude: -84.457 },
  { address: '55 Allgood Rd, Stone Mountain, GA 30083', latitude: 33.8046, longitude: -84.17 },
  { address: '4200 Wade Green Rd, Kennesaw, GA 30144', latitude: 34.0423, longitude: -84.6089 },
  { address: '1250 Scenic Hwy S, Snellville, GA 30078', latitude: 33.8573, longitude: -84.0199 },
] as const;

export const DEMO_CUSTOMERS = [
  ['Jasmine', 'Washington'],
  ['Robert', 'Thompson'],
  ['Keisha', 'Davis'],
  ['Michael', 'Harris'],
  ['Latoya', 'Jackson'],
  ['David', 'Kim'],
  ['Angela', 'Moore'],
  ['James', 'Walker'],
  ['Patricia', 'Lewis'],
  ['Brandon', 'Young'],
  ['Monique', 'Allen'],
  ['Steven', 'Wright'],
  ['Olivia', 'Scott'],
  ['Terrence', 'Green'],
  ['Rachel', 'Adams'],
  ['Gregory', 'Baker'],
] as const;

export const DEMO_JOBS = [
  {
    serviceType: 'Residential Cleanout',
    description: 'Clearing out a three-bedroom house after a move: furniture, boxes and an old chest freezer.',
  },
  {
    serviceType: 'Furniture Removal',
    description: 'Sectional sofa, two recliners and a king mattress from an upstairs bonus room.',
  },
  {
    serviceType: 'Estate Cleanout',
    description: "Mom's house is going on the market — full estate cleanout, donate what we can.",
  },
  {
    serviceType: 'Appliance Removal',
    description: 'Old refrigerator, washer and dryer in the basement. Stairs are narrow.',
  },
  {
    serviceType: 'Construction Debris',
    description: 'Drywall, cabinets and flooring left from a kitchen remodel, all in the garage.',
  },
  {
    serviceType: 'Commercial Cleanout',
    description: 'Office suite closing: 20 desks, chairs, filing cabinets and a break-room fridge.',
  },
  {
    serviceType: 'Electronics Recycling',
    description: 'Forty old monitors, desktop towers and a couple of copiers to recycle.',
  },
  { serviceType: 'Yard Waste', description: 'Storm cleanup: branches, a rotted shed and about ten bags of leaves.' },
  { serviceType: 'Other', description: 'Hot tub removal from the back deck; it no longer holds water.' },
] as const;

export const DEMO_CONTACT_NOTES = [
  'Basement full of old furniture and boxes, need a quote before the weekend.',
  'Can you take a piano? Upright, ground floor, easy access from the driveway.',
  'Tenant left a mess behind in a duplex unit. Looking for a cleanout this week.',
  'Small office move-out: desks, chairs, a printer and lots of paper for shredding.',
  'Need a deck torn down and hauled away — about 300 square feet.',
  'Garage cleanout, mostly tools and old paint cans. Do you take paint?',
] as const;

/** The demo invoices' customer signature: a 1×1 PNG stands in for the finger-drawn one. */
export const DEMO_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
