// Tests run with the product's defaults except where a test says otherwise.
process.env.TZ = 'America/Bogota';
